import { describe, expect, it } from 'vitest';
import { centreTimeMs, liveAnnc, remainingParts } from './live-annc';

const waiting = {
  State: 'WaitingBid' as const,
  CanApply: true,
  ApplyEndTime: '2026-11-24 17:00:00',
  BidStartTime: '2026-11-24 18:00:00',
  BidEndTime: '2026-11-24 20:00:00',
};
const at = (text: string) => centreTimeMs(text)!;

describe('centreTimeMs', () => {
  it('reads a centre time as UTC+8', () => {
    expect(centreTimeMs('2026-11-24 18:00:00')).toBe(Date.parse('2026-11-24T10:00:00Z'));
    expect(centreTimeMs('2026-11-24 18:00')).toBe(Date.parse('2026-11-24T10:00:00Z'));
  });

  it('reads nothing from a missing or unknown time', () => {
    expect(centreTimeMs(null)).toBeNull();
    expect(centreTimeMs('2026-11-24')).toBeNull();
    expect(centreTimeMs('soon')).toBeNull();
  });
});

describe('liveAnnc', () => {
  it('counts down to the application deadline while applications are open', () => {
    expect(liveAnnc(waiting, at('2026-11-24 16:00:00'))).toEqual({
      state: 'WaitingBid',
      canApply: true,
      moved: false,
      countdown: { kind: 'applyEnd', at: at('2026-11-24 17:00:00') },
    });
  });

  it('closes applications at the deadline and counts down to the start', () => {
    const live = liveAnnc(waiting, at('2026-11-24 17:00:00'));
    expect(live).toMatchObject({ state: 'WaitingBid', canApply: false, moved: false });
    expect(live.countdown).toEqual({ kind: 'bidStart', at: at('2026-11-24 18:00:00') });
  });

  it('starts bidding at the start and counts down to the end', () => {
    const live = liveAnnc(waiting, at('2026-11-24 18:00:00'));
    expect(live).toMatchObject({ state: 'Bidding', canApply: false, moved: true });
    expect(live.countdown).toEqual({ kind: 'bidEnd', at: at('2026-11-24 20:00:00') });
  });

  it('ends at the end, with nothing left to count', () => {
    expect(liveAnnc(waiting, at('2026-11-24 20:00:00'))).toEqual({
      state: 'BidEnded',
      canApply: false,
      moved: true,
      countdown: null,
    });
    expect(liveAnnc({ ...waiting, State: 'Bidding', CanApply: false }, at('2026-11-25 00:00:00')).state).toBe(
      'BidEnded',
    );
  });

  it('never opens what the centre closed, nor moves an ended one back', () => {
    expect(liveAnnc({ ...waiting, CanApply: false }, at('2026-11-24 16:00:00')).canApply).toBe(false);
    const ended = { ...waiting, State: 'BidEnded' as const, CanApply: false };
    expect(liveAnnc(ended, at('2026-11-24 16:00:00'))).toMatchObject({ state: 'BidEnded', countdown: null });
  });

  it('keeps the answered state when the dates are missing', () => {
    const undated = {
      State: 'Published' as const,
      CanApply: true,
      ApplyEndTime: null,
      BidStartTime: null,
      BidEndTime: null,
    };
    expect(liveAnnc(undated, at('2030-01-01 00:00:00'))).toEqual({
      state: 'Published',
      canApply: true,
      moved: false,
      countdown: null,
    });
  });
});

describe('remainingParts', () => {
  it('gives days and HH:MM:SS, rounding a part second up', () => {
    const now = at('2026-11-24 12:00:00');
    expect(remainingParts(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({
      days: 2,
      time: '03:04:05',
    });
    expect(remainingParts(now + 59_001, now)).toEqual({ days: 0, time: '00:01:00' });
    expect(remainingParts(now + 86_400_000, now)).toEqual({ days: 1, time: '00:00:00' });
  });

  it('never goes below zero', () => {
    expect(remainingParts(1000, 5000)).toEqual({ days: 0, time: '00:00:00' });
  });
});
