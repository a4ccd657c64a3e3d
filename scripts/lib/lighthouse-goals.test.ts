import { describe, expect, it } from 'vitest';
import { checkGoals } from './lighthouse-goals';

const page = { performance: 93, lcpMs: 3020, tbtMs: 124, cls: 0.002 };

describe('Lighthouse goals beside the floor (issue 39)', () => {
  it('holds a mobile run to the floor with its margins, however well the floor does', () => {
    const floor = { performance: 100, lcpMs: 1200, tbtMs: 20, cls: 0 };
    const check = checkGoals('mobile', page, floor);
    expect(check.goal).toEqual({ performance: 97, lcpMs: 1500, tbtMs: 75, cls: 0.01 });
    expect(check.missed).toEqual(['performance 93 < 97', 'LCP 3020 > 1500 ms', 'TBT 124 > 75 ms']);
  });

  it('lets a mobile run score 3 points under a slow floor and paint 300 ms after it, and no further', () => {
    const floor = { performance: 80, lcpMs: 2600, tbtMs: 100, cls: 0 };
    expect(checkGoals('mobile', { ...page, lcpMs: 2900, performance: 77 }, floor).missed).toEqual([]);
    expect(checkGoals('mobile', { ...page, lcpMs: 2901, performance: 76 }, floor).missed).toEqual([
      'performance 76 < 77',
      'LCP 2901 > 2900 ms',
    ]);
  });

  it('lets TBT reach a quarter and 50 ms above the floor, and no further', () => {
    const floor = { performance: 90, lcpMs: 2800, tbtMs: 200, cls: 0 };
    const fast = { ...page, lcpMs: 2000, performance: 96 };
    expect(checkGoals('mobile', { ...fast, tbtMs: 300 }, floor).missed).toEqual([]);
    expect(checkGoals('mobile', { ...fast, tbtMs: 301 }, floor).missed).toEqual(['TBT 301 > 300 ms']);
  });

  it('asks a desktop run for 100 even where the floor scores less', () => {
    const floor = { performance: 97, lcpMs: 600, tbtMs: 130, cls: 0 };
    const desktop = { performance: 99, lcpMs: 700, tbtMs: 10, cls: 0.005 };
    expect(checkGoals('desktop', desktop, floor).missed).toEqual(['performance 99 < 100']);
    expect(checkGoals('desktop', { ...desktop, performance: 100 }, floor).missed).toEqual([]);
  });

  it('never bends the layout-shift goal, and uses the absolute goals without a floor', () => {
    const shifting = { performance: 100, lcpMs: 900, tbtMs: 0, cls: 0.02 };
    expect(checkGoals('desktop', shifting).missed).toEqual(['CLS 0.020 > 0.01']);
    expect(
      checkGoals('mobile', shifting, { performance: 50, lcpMs: 5000, tbtMs: 900, cls: 0.3 }).missed,
    ).toEqual(['CLS 0.020 > 0.01']);
    expect(checkGoals('mobile', page).missed).toEqual(['performance 93 < 95', 'LCP 3020 > 2500 ms']);
  });

  it('counts a run Lighthouse could not measure as missing, not as met', () => {
    const unmeasured = { performance: NaN, lcpMs: NaN, tbtMs: NaN, cls: NaN };
    expect(checkGoals('mobile', unmeasured).missed).toEqual(['not measured']);
  });
});
