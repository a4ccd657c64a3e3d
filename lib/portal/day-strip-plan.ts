import type { AnncKind } from '@/lib/contract/announcement-values';
import type { QueryAnncListRequest } from '@/lib/contract/announcements';
import { sitePath, withQuery } from '@/sites/pages';
import { DAY_SLOT } from './day-slot';
import { anncListRequest, firstListPage, writeListQuery, type ListQuery } from './list-query';

/** One day of 今日开拍 / 明日开拍: bidding starting that day, soonest first. */
export const dayQuery = (day: string): ListQuery => ({
  ...firstListPage,
  bidFrom: day,
  bidTo: day,
  sort: 'bidSoonest',
});

export type DayStripPlan = {
  /** The list filtered to the day (`DAY_SLOT` for the day): what 查看全部 opens. */
  listHref: string;
  /** That list's first page, the very request the list page makes for it. */
  request: QueryAnncListRequest;
};

/**
 * Worked out when the home is built, from the list-parameter table, so the home's browser code
 * carries neither the table nor its readers: the strip fills in the day (`day-slot.ts`).
 */
export function dayStripPlan(
  site: { VirtualDirectory: string; PlatformId: string },
  kind: AnncKind,
  listPath: string,
): DayStripPlan {
  const query = dayQuery(DAY_SLOT);
  return {
    listHref: sitePath(site.VirtualDirectory, withQuery(listPath, writeListQuery(query))),
    request: anncListRequest(site.PlatformId, kind, query),
  };
}
