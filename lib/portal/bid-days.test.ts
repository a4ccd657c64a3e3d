import { describe, expect, it } from 'vitest';
import { bidDays, chinaDay } from './bid-days';

describe("the day strip's days on the centre's clock", () => {
  it.each([
    // 23:59:59 China time on 27 November is 15:59:59 UTC: still the 27th.
    ['2026-11-27T15:59:59.999Z', '2026-11-27', '2026-11-28'],
    // Midnight China time is 16:00 UTC: the 28th has begun, though UTC is still on the 27th.
    ['2026-11-27T16:00:00.000Z', '2026-11-28', '2026-11-29'],
    ['2026-11-27T23:59:00.000Z', '2026-11-28', '2026-11-29'],
    ['2026-11-28T00:00:00.000Z', '2026-11-28', '2026-11-29'],
    // Across a month and a year.
    ['2026-12-31T16:00:00.000Z', '2027-01-01', '2027-01-02'],
    ['2027-02-27T16:30:00.000Z', '2027-02-28', '2027-03-01'],
  ])('at %s today is %s and tomorrow %s', (instant, today, tomorrow) => {
    expect(bidDays(Date.parse(instant))).toEqual({ today, tomorrow });
  });

  it('reads a centre time of 23:59 and 00:00 as the days they name', () => {
    // The contract's times are China time: 2026-11-28 00:00 there is 16:00 UTC the day before.
    expect(chinaDay(Date.UTC(2026, 10, 27, 16, 0) - 60_000)).toBe('2026-11-27');
    expect(chinaDay(Date.UTC(2026, 10, 27, 16, 0))).toBe('2026-11-28');
  });
});
