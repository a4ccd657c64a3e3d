import type { AnncKind } from '@/lib/contract/announcements';
import type { SubAppId } from '@/sites/schema';

/** Legacy route names of the portal pages (SPEC §2), as path segments under `/<vd>/<app>/`. */
export const portalRoutes = [
  'list',
  'anncNoticeList',
  'noticeDetail',
  'anncPublic',
  'publicDetail',
  'articlelist',
  'articledetail',
  'SetSimulate',
  'annc',
  'anncDetail',
  'annc_list',
  'success_annc_list',
  'news',
  'ylHead',
  'search',
  'articleList',
  'guestBook',
  'mapFindHouse',
  'fullVirtualReality',
  'AnncApply',
  'InfoNotice/List',
  'InfoNotice/Detail',
  'CheckInTrust/List',
  'CompanyAnncDetail',
  'TrustCompanyDetail',
  'CompanyStyle/List',
  'CompanyStyle/Detail',
] as const;
export type PortalRoute = (typeof portalRoutes)[number];

const buyerStyle: PortalRoute[] = [
  'list',
  'anncNoticeList',
  'noticeDetail',
  'anncPublic',
  'publicDetail',
  'articlelist',
  'articledetail',
  'SetSimulate',
];
const homeStyle: PortalRoute[] = [
  'anncNoticeList',
  'noticeDetail',
  'anncPublic',
  'publicDetail',
  'articlelist',
  'articledetail',
];
const leaseStyle: PortalRoute[] = [
  ...homeStyle,
  'annc',
  'anncDetail',
  'search',
  'guestBook',
  'mapFindHouse',
  'fullVirtualReality',
];

/** Which routes each portal app serves (SPEC §2 "Portal areas"). */
export const routeSet: Partial<Record<SubAppId, PortalRoute[]>> = {
  buyerweb: buyerStyle,
  forestweb: buyerStyle,
  ruralweb: buyerStyle,
  trivialdealweb: buyerStyle,
  brandweb: homeStyle,
  brandtrustweb: homeStyle,
  seedweb: homeStyle,
  seedtrustweb: homeStyle,
  iprweb: homeStyle,
  iprtrustweb: homeStyle,
  sportweb: homeStyle,
  expertweb: homeStyle,
  leaseweb: leaseStyle,
  smallleaseweb: [...leaseStyle, 'AnncApply'],
  recycleweb: ['annc_list', 'success_annc_list', 'news', 'publicDetail', 'ylHead'],
  solidwasteweb: ['annc_list', 'anncDetail', 'success_annc_list', 'news', 'ylHead'],
  inventoryweb: ['annc', 'success_annc_list', 'publicDetail', 'news', 'search', 'articleList'],
  equitytrustweb: [
    'InfoNotice/List',
    'InfoNotice/Detail',
    'CheckInTrust/List',
    'CompanyAnncDetail',
    'TrustCompanyDetail',
    'CompanyStyle/List',
    'CompanyStyle/Detail',
    'articlelist',
    'articledetail',
  ],
};

export function servesRoute(app: SubAppId, route: PortalRoute): boolean {
  return routeSet[app]?.includes(route) ?? false;
}

const buyerStyleApps = new Set<SubAppId>(['buyerweb', 'forestweb', 'ruralweb', 'trivialdealweb']);

export type ListRoute =
  'list' | 'anncNoticeList' | 'anncPublic' | 'annc' | 'annc_list' | 'success_annc_list' | 'search';

/** The announcement kind a list route shows: buyer-style portals keep notices on anncNoticeList. */
export function listKind(app: SubAppId, route: ListRoute): AnncKind {
  if (route === 'anncPublic' || route === 'success_annc_list') return 'result';
  if (route === 'anncNoticeList' && buyerStyleApps.has(app)) return 'notice';
  return 'project';
}

/** The detail route an announcement of a list opens in, among the routes its app serves. */
export function detailRoute(app: SubAppId, kind: AnncKind): PortalRoute {
  const preferred: PortalRoute[] =
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
