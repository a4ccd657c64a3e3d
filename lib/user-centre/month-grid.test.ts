import { describe, expect, it } from 'vitest';
import { dayKey, monthOfDay, monthWeeks, shiftMonth } from './month-grid';

describe('the month grid of 我的日程', () => {
  it('starts weeks on Monday and pads with the days around the month', () => {
    // November 2026 begins on a Sunday and has 30 days.
    const weeks = monthWeeks({ year: 2026, month: 11 });
    expect(weeks[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks.at(-1)).toEqual([30, null, null, null, null, null, null]);
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('moves across years and names days as the centre writes them', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthOfDay('2026-02-09')).toEqual({ year: 2026, month: 2 });
    expect(dayKey({ year: 2026, month: 2 }, 9)).toBe('2026-02-09');
  });
});
