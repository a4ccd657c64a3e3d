/**
 * The idle countdown of SPEC §4 counts wall-clock seconds to a deadline, not timer callbacks: a
 * phone under load or a tab in the background runs its timers late (Chrome may hold a hidden tab's
 * timers for up to a minute), and a count of callbacks would stretch "60 秒" into minutes.
 */

/** Whole seconds left before `deadline` at `now` (both epoch milliseconds), as the dialog shows them. */
export function secondsLeftAt(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Milliseconds from `now` until the shown number next changes: a tick lands on each second's edge. */
export function untilNextSecond(deadline: number, now: number): number {
  return ((Math.max(1, deadline - now) - 1) % 1000) + 1;
}
