/**
 * The server's clock, read from the `Date` header of the API's answers, so a phone whose clock is
 * wrong does not mislead a bidder about when a bidding starts. Cross-origin the header is readable
 * only when the API exposes it (`Access-Control-Expose-Headers: Date`); without a reading the
 * device's clock stands in.
 */

/** Readings closer than this are the same clock: `Date` has whole seconds, so each one jitters. */
const SAME_CLOCK_MS = 2_000;

let offset: number | null = null;

/**
 * How far the server's clock is ahead of the device's, from one answer: its `Date` header (whole
 * seconds, so half a second is added) against the middle of the request's round trip. Null when
 * the header is missing, unreadable or the round trip is too long to tell.
 */
export function offsetFromDate(header: string | null, sentAt: number, receivedAt: number): number | null {
  if (!header || receivedAt < sentAt || receivedAt - sentAt > 10_000) return null;
  const server = Date.parse(header);
  if (Number.isNaN(server)) return null;
  return server + 500 - (sentAt + receivedAt) / 2;
}

/** Keeps an answer's reading; a new one replaces the old only when the clocks really moved apart. */
export function noteServerDate(header: string | null, sentAt: number, receivedAt: number): void {
  const reading = offsetFromDate(header, sentAt, receivedAt);
  if (reading === null) return;
  if (offset === null || Math.abs(reading - offset) > SAME_CLOCK_MS) offset = reading;
}

/** The server's time now, in milliseconds: the device's clock when no answer told it. */
export function serverNow(): number {
  return Date.now() + (offset ?? 0);
}

/** For tests: forget the reading. */
export function resetServerClock(): void {
  offset = null;
}
