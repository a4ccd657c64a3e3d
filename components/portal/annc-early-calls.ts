import { firstItemImage, planEarlyCall, type EarlyCallPlan, type QueryRule } from '@/lib/api/early-calls';
import { getAnncDetail } from '@/lib/contract/announcement-detail';
import { queryAnncList } from '@/lib/contract/announcements';
import { leasePlatforms, listParams } from '@/lib/contract/list-params';
import { anncListRequest, firstListPage, pageOnlyParams } from '@/lib/portal/list-query';
import { listKind, type ListRoute } from '@/lib/portal/route-set';
import type { SiteConfig } from '@/sites/schema';

/** The parameters the script reads as the page does (list-params.ts: `word`, `state`, `page`). */
const earlyQuery: Record<string, QueryRule> = Object.fromEntries(
  listParams.flatMap((row) => {
    if (!row.early) return [];
    const { field, ...rule } = row.early;
    return [[field, { ...rule, param: row.params[0]! }] as [string, QueryRule]];
  }),
);

/**
 * The first call of an announcement list, read from the address as `readListQuery` reads it, so
 * the early answer is the one the list asks for. A filtered address (a saved search, a shared
 * link) is left to the page, which reads the filters against the tenant's choices; the list's own
 * filters only, as the page ignores a lease filter on another list.
 */
export function anncListEarlyCalls(site: SiteConfig, route: ListRoute): EarlyCallPlan[] {
  const kind = listKind(site.portalApp, route);
  const first = anncListRequest(site.PlatformId, kind, firstListPage);
  return [
    planEarlyCall(queryAnncList, first, {
      query: earlyQuery,
      // The first card's picture: the largest thing a phone paints of a list.
      image: firstItemImage,
      onlyWithout: pageOnlyParams(leasePlatforms.includes(site.PlatformId)),
    }),
  ];
}

/** The record of an announcement detail (`?id=`); without an id nothing is sent. */
export function anncDetailEarlyCalls(site: SiteConfig): EarlyCallPlan[] {
  return [
    planEarlyCall(
      getAnncDetail,
      { PlatformId: site.PlatformId, AnncId: 'from the address' },
      { query: { AnncId: { param: 'id', kind: 'id' } } },
    ),
  ];
}
