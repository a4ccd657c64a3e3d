/** The headings of 浏览记录: the device's own today, yesterday and everything before. */
export type VisitDay = 'today' | 'yesterday' | 'earlier';

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * Splits visits (newest first) into 今天 / 昨天 / 更早 by the device's local date, keeping their
 * order; a group without visits is left out. A visit dated after now (a clock set back) is today's.
 */
export function groupByDay<T extends { viewedAt: number }>(
  visits: readonly T[],
  now: Date,
): Array<{ day: VisitDay; visits: T[] }> {
  const today = startOfDay(now);
  const yesterday = startOfDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: Record<VisitDay, T[]> = { today: [], yesterday: [], earlier: [] };
  for (const visit of visits) {
    const day = visit.viewedAt >= today ? 'today' : visit.viewedAt >= yesterday ? 'yesterday' : 'earlier';
    groups[day].push(visit);
  }
  return (['today', 'yesterday', 'earlier'] as const)
    .filter((day) => groups[day].length > 0)
    .map((day) => ({ day, visits: groups[day] }));
}
