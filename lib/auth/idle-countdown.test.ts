import { describe, expect, it } from 'vitest';
import { secondsLeftAt, untilNextSecond } from './idle-countdown';

describe('the idle countdown (SPEC §4)', () => {
  const start = 1_700_000_000_000;
  const deadline = start + 60_000;

  it('starts at the configured seconds and ends at zero', () => {
    expect(secondsLeftAt(deadline, start)).toBe(60);
    expect(secondsLeftAt(deadline, deadline)).toBe(0);
    expect(secondsLeftAt(deadline, deadline + 5_000)).toBe(0);
  });

  it('counts the seconds that passed, however late the timers ran', () => {
    // Three one-second ticks that came late, at 1.4 s, 2.9 s and 4.2 s.
    expect(secondsLeftAt(deadline, start + 1_400)).toBe(59);
    expect(secondsLeftAt(deadline, start + 2_900)).toBe(58);
    expect(secondsLeftAt(deadline, start + 4_200)).toBe(56);
  });

  it('schedules the next tick on the edge where the number changes', () => {
    expect(untilNextSecond(deadline, start)).toBe(1_000);
    expect(untilNextSecond(deadline, start + 1_400)).toBe(600);
    expect(untilNextSecond(deadline, deadline - 1)).toBe(1);
    expect(secondsLeftAt(deadline, start + 1_400 + untilNextSecond(deadline, start + 1_400))).toBe(58);
  });

  it('never schedules a tick of zero or less, even past the deadline', () => {
    expect(untilNextSecond(deadline, deadline)).toBeGreaterThan(0);
    expect(untilNextSecond(deadline, deadline + 10)).toBeGreaterThan(0);
  });
});
