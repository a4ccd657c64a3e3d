/** China time (UTC+8, no daylight saving): the centre's days, whatever the device's zone. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The day a moment falls on in China time, `YYYY-MM-DD` (the list's day filters take it). */
export function chinaDay(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * 今日开拍 and 明日开拍's days on the centre's clock: `now` is the server's time (the offset the
 * countdowns read from the answers' Date header), so a phone whose clock or zone is wrong still
 * shows the centre's today.
 */
export function bidDays(now: number): { today: string; tomorrow: string } {
  return { today: chinaDay(now), tomorrow: chinaDay(now + DAY_MS) };
}
