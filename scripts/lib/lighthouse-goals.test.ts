import { describe, expect, it } from 'vitest';
import { checkGoals } from './lighthouse-goals';

const page = { performance: 93, lcpMs: 3020, tbtMs: 124, cls: 0.002 };

describe('Lighthouse goals beside the floor', () => {
  it('holds a page to the absolute mobile goals when the floor meets them', () => {
    const floor = { performance: 100, lcpMs: 1200, tbtMs: 20, cls: 0 };
    expect(checkGoals('mobile', page, floor).missed).toEqual(['performance 93 < 95', 'LCP 3020 > 2500 ms']);
  });

  it('measures against the floor with its margin where the floor misses a goal itself', () => {
    const floor = { performance: 90, lcpMs: 2800, tbtMs: 160, cls: 0 };
    const check = checkGoals('mobile', page, floor);
    expect(check.goal).toEqual({ performance: 87, lcpMs: 3100, tbtMs: 250, cls: 0.01 });
    expect(check.missed).toEqual([]);
  });

  it('lets TBT reach a quarter and 50 ms above a floor that misses 150 ms, and no further', () => {
    const floor = { performance: 100, lcpMs: 1000, tbtMs: 200, cls: 0 };
    expect(checkGoals('mobile', { ...page, tbtMs: 300, lcpMs: 2000, performance: 96 }, floor).missed).toEqual(
      [],
    );
    expect(checkGoals('mobile', { ...page, tbtMs: 301, lcpMs: 2000, performance: 96 }, floor).missed).toEqual(
      ['TBT 301 > 300 ms'],
    );
  });

  it('never bends the layout-shift goal, and uses the absolute goals without a floor', () => {
    const shifting = { performance: 100, lcpMs: 900, tbtMs: 0, cls: 0.02 };
    expect(checkGoals('desktop', shifting).missed).toEqual(['CLS 0.020 > 0.01']);
    expect(checkGoals('desktop', { ...shifting, cls: 0, performance: 99 }).missed).toEqual([
      'performance 99 < 100',
    ]);
  });

  it('lets LCP reach 300 ms after a floor that misses 2.5 s, and no further', () => {
    const floor = { performance: 80, lcpMs: 2600, tbtMs: 100, cls: 0 };
    expect(checkGoals('mobile', { ...page, lcpMs: 2900, performance: 77 }, floor).missed).toEqual([]);
    expect(checkGoals('mobile', { ...page, lcpMs: 2901, performance: 77 }, floor).missed).toEqual([
      'LCP 2901 > 2900 ms',
    ]);
  });

  it('counts a run Lighthouse could not measure as missing, not as met', () => {
    const unmeasured = { performance: NaN, lcpMs: NaN, tbtMs: NaN, cls: NaN };
    expect(checkGoals('mobile', unmeasured).missed).toEqual(['not measured']);
  });
});
