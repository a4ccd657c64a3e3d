import { describe, expect, it } from 'vitest';
import { Prng } from '../../prng';
import { dayStripAnnouncements } from './day-strip-announcements';

const startDays = (clock: Date) =>
  new Set(dayStripAnnouncements('assets', new Prng('t'), clock).map((row) => row.BidStartTime?.slice(0, 10)));

describe('the seeded lots of 今日开拍 / 明日开拍', () => {
  it.each([
    // 23:59 and 00:00 China time: the seed's own day and the two after it, in China days.
    ['2026-11-27T15:59:00Z', ['2026-11-27', '2026-11-28', '2026-11-29']],
    ['2026-11-27T16:00:00Z', ['2026-11-28', '2026-11-29', '2026-11-30']],
  ])('seeded at %s start on %j', (clock, days) => {
    expect([...startDays(new Date(clock))]).toEqual(days);
  });

  it('gives each its state at the seed: a start already past is bidding or over', () => {
    // 12:30 China time: today's 10:00 ended at 12:00, today's 23:58 is still ahead.
    const rows = dayStripAnnouncements('assets', new Prng('t'), new Date('2026-11-27T04:30:00Z'));
    expect(rows.map((row) => [row.BidStartTime, row.State])).toEqual([
      ['2026-11-27 10:00:00', 'BidEnded'],
      ['2026-11-27 23:58:00', 'WaitingBid'],
      ['2026-11-28 10:00:00', 'WaitingBid'],
      ['2026-11-28 23:58:00', 'WaitingBid'],
      ['2026-11-29 10:00:00', 'WaitingBid'],
      ['2026-11-29 23:58:00', 'WaitingBid'],
    ]);
    const bidding = dayStripAnnouncements('assets', new Prng('t'), new Date('2026-11-27T03:00:00Z'));
    expect(bidding[0]?.State).toBe('Bidding');
  });
});
