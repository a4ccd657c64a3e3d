import { anncKinds, type AnncKind } from '@/lib/contract/announcement-values';
import { businesses, routesOf } from '@/sites/businesses';
import type { ListRoute, PortalRoute } from '@/sites/page-kinds';
import type { LotDetailRoute } from '@/sites/record-routes';
import type { SubAppId } from '@/sites/schema';

export { portalRoutes, type ListRoute, type PortalRoute } from '@/sites/page-kinds';

/** Which routes each portal app serves (SPEC §2 "Portal areas"), from the catalogue of businesses. */
export const routeSet: Partial<Record<SubAppId, readonly PortalRoute[]>> = Object.fromEntries(
  businesses.map((business) => [business.portalApp, routesOf(business)]),
);

export function servesRoute(app: SubAppId, route: PortalRoute): boolean {
  return routeSet[app]?.includes(route) ?? false;
}

const buyerStyleApps = new Set<SubAppId>(
  businesses.filter((business) => business.family === 'buyer').map((business) => business.portalApp),
);

/** The announcement kind a list route shows: buyer-style portals keep notices on anncNoticeList. */
export function listKind(app: SubAppId, route: ListRoute): AnncKind {
  if (route === 'anncPublic' || route === 'success_annc_list') return 'result';
  if (route === 'anncNoticeList' && buyerStyleApps.has(app)) return 'notice';
  return 'project';
}

/** The detail route an announcement of a list opens in, among the routes its app serves. */
export function detailRoute(app: SubAppId, kind: AnncKind): LotDetailRoute {
  const preferred: LotDetailRoute[] =
    kind === 'result'
      ? ['publicDetail', 'anncDetail', 'noticeDetail']
      : ['anncDetail', 'noticeDetail', 'publicDetail'];
  const found = preferred.find((route) => servesRoute(app, route));
  if (!found) throw new Error(`${app} serves no announcement detail route`);
  return found;
}

/** The route that lists an app's project announcements or its results (null: the app has none). */
export function listRouteOf(app: SubAppId, kind: 'project' | 'result'): ListRoute | null {
  const preferred: ListRoute[] =
    kind === 'result' ? ['anncPublic', 'success_annc_list'] : ['list', 'annc', 'annc_list', 'anncNoticeList'];
  return preferred.find((route) => servesRoute(app, route) && listKind(app, route) === kind) ?? null;
}

/**
 * What a detail page of an app links to, worked out when the page is built: the page passes it to
 * its content, so the detail's JavaScript carries neither this table nor the catalogue behind it.
 */
export type DetailRoutes = { detailOf: Record<AnncKind, LotDetailRoute>; virtualReality: boolean };

export function detailRoutesOf(app: SubAppId): DetailRoutes {
  const detailOf = Object.fromEntries(anncKinds.map((kind) => [kind, detailRoute(app, kind)]));
  return {
    detailOf: detailOf as Record<AnncKind, LotDetailRoute>,
    virtualReality: servesRoute(app, 'fullVirtualReality'),
  };
}
