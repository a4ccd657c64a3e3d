/** `YYYY-MM-DD HH:mm:ss` in UTC+8, the centre's time zone. */
export function formatTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3600_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * 3600_000);
}
