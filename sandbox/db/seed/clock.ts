/**
 * The one "now" every seed module dates its rows from: the time the database is seeded, to the
 * minute, so a newcomer finds announcements open for applications, starting in minutes, bidding
 * and ended, and countdowns that mean something. `SANDBOX_SEED_CLOCK` (an ISO time) pins it, for
 * a database that must be the same on every machine (screenshots, a reproduced bug).
 */
export function seedClock(env: Record<string, string | undefined> = process.env): Date {
  const pinned = env.SANDBOX_SEED_CLOCK?.trim();
  if (pinned) {
    const date = new Date(pinned);
    if (Number.isNaN(date.getTime())) throw new Error(`SANDBOX_SEED_CLOCK is not a time: ${pinned}`);
    return date;
  }
  const now = Date.now();
  return new Date(now - (now % 60_000));
}
