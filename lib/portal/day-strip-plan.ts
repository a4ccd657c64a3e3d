import type { AnncKind } from '@/lib/contract/announcement-values';
import type { QueryAnncListRequest } from '@/lib/contract/announcements';
import { sitePath, withQuery } from '@/sites/pages';
import { DAY_SLOT, NEXT_DAY_SLOT } from './day-slot';
import { anncListRequest, firstListPage, writeListQuery, type ListQuery } from './list-query';

/** One day of 今日开拍 / 明日开拍: bidding starting that day, soonest first. */
export const dayQuery = (day: string): ListQuery => ({
  ...firstListPage,
  bidFrom: day,
  bidTo: day,
  sort: 'bidSoonest',
});

/**
 * Lots the strip asks for at once, both days together (the most a page may hold). The day filter is
 * beyond SPEC, a wish the API may ignore: the strip sorts the lots into their days by their own
 * BidStartTime, and counts a day only when the answer held every lot.
 */
export const DAY_STRIP_PAGE_SIZE = 100;

export type DayStripPlan = {
  /** The list filtered to one day (`DAY_SLOT` for the day): what 查看全部 opens. */
  listHref: string;
  /** One request for both days (`DAY_SLOT` to `NEXT_DAY_SLOT`). */
  request: QueryAnncListRequest;
};

/**
 * Worked out when the home is built, from the list-parameter table, so the home's browser code
 * carries neither the table nor its readers: the strip fills in the days (`day-slot.ts`).
 */
export function dayStripPlan(
  site: { VirtualDirectory: string; PlatformId: string },
  kind: AnncKind,
  listPath: string,
): DayStripPlan {
  const bothDays = { ...dayQuery(DAY_SLOT), bidTo: NEXT_DAY_SLOT };
  return {
    listHref: sitePath(site.VirtualDirectory, withQuery(listPath, writeListQuery(dayQuery(DAY_SLOT)))),
    request: { ...anncListRequest(site.PlatformId, kind, bothDays), PageSize: DAY_STRIP_PAGE_SIZE },
  };
}
