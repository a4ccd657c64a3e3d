import type { ListRoute, PortalRoute } from './page-kinds';

/**
 * The routes a record kept on the device links to: a lot's detail (比一比, 浏览记录) and a list a
 * search was saved on. They are the table's own rows (`page-kinds.ts`, held to it by
 * `record-routes.test.ts`), written apart so that a device list checks them without carrying the
 * table: a record keeps its route and id, and its link is built by `href()`.
 */
export const lotDetailRoutes = [
  'noticeDetail',
  'publicDetail',
  'anncDetail',
] as const satisfies readonly PortalRoute[];
export type LotDetailRoute = (typeof lotDetailRoutes)[number];

export const listRoutes = [
  'list',
  'anncNoticeList',
  'anncPublic',
  'annc',
  'annc_list',
  'success_annc_list',
  'search',
] as const satisfies readonly ListRoute[];
export type ListRecordRoute = (typeof listRoutes)[number];

/**
 * An older record kept the path inside the tenant (`buyerweb/noticeDetail/`) where it now keeps its
 * route: read its last segment as the route when it is one of `routes`. Anything else is left as it
 * was, so the record's check drops that one entry alone.
 */
export function routeFromPath(routes: readonly string[], field: string) {
  return (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null || 'route' in value || !(field in value)) return value;
    const { [field]: path, ...rest } = value as Record<string, unknown>;
    const route = typeof path === 'string' ? path.split('/').filter(Boolean).at(-1) : undefined;
    return route !== undefined && routes.includes(route) ? { ...rest, route } : value;
  };
}
