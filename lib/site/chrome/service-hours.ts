/**
 * One service-hours value as the footer shows it: the centre's dictionary may hold `9:00-12:00` or
 * already `上午 9:00-12:00`; either way the half-day word appears once.
 */
export function serviceHoursText(halfDay: string, value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith(halfDay) ? trimmed : `${halfDay} ${trimmed}`;
}
