import { firstItemImage, planEarlyCall, type EarlyCallPlan } from '@/lib/api/early-calls';
import { getAnncDetail } from '@/lib/contract/announcement-detail';
import { anncStates, queryAnncList } from '@/lib/contract/announcements';
import { anncListRequest, firstListPage, listFilterParams } from '@/lib/portal/list-query';
import { listKind, type ListRoute } from '@/lib/portal/route-set';
import type { SiteConfig } from '@/sites/schema';

/**
 * The first call of an announcement list, read from the address as `readListQuery` reads it
 * (`?state=`, `?word=`, `?page=`), so the early answer is the one the list asks for. A filtered
 * address (a saved search, a shared link) is left to the page, which reads the filters against the
 * tenant's choices.
 */
export function anncListEarlyCalls(site: SiteConfig, route: ListRoute): EarlyCallPlan[] {
  const kind = listKind(site.portalApp, route);
  const first = anncListRequest(site.PlatformId, kind, firstListPage);
  return [
    planEarlyCall(queryAnncList, first, {
      query: {
        State: { param: 'state', kind: 'oneOf', values: anncStates },
        Word: { param: 'word', kind: 'text' },
        PageIndex: { param: 'page', kind: 'page' },
      },
      // The first card's picture: the largest thing a phone paints of a list.
      image: firstItemImage,
      onlyWithout: listFilterParams,
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
