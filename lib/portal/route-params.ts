// Build time only: it loads the whole manifest, which must never reach a page's JavaScript.
import 'server-only';
import { builtSites } from '@/sites';
import { pageKind } from '@/sites/page-kinds';
import { UNUSED_ROUTE_SITE, orPlaceholder } from '@/lib/site/build-time/static-params';
import { servesRoute, type PortalRoute } from './route-set';

/**
 * `generateStaticParams` of a `[app]/<route>` page: one entry per tenant whose portal app serves
 * the route, and the route's name for a kind whose folder is a dynamic segment. Build time only
 * (reads the manifest). When no selected tenant serves it (a `--site` subset), the placeholder of
 * `lib/site/build-time/static-params.ts` keeps Next from refusing the route.
 */
export function portalRouteParams(route: PortalRoute) {
  const segment = pageKind(route).folder?.match(/^\[(\w+)\]$/)?.[1];
  const named = segment ? { [segment]: route } : {};
  return orPlaceholder(
    builtSites
      .filter((site) => servesRoute(site.portalApp, route))
      .map((site) => ({ site: site.VirtualDirectory, app: site.portalApp as string, ...named })),
    { site: UNUSED_ROUTE_SITE, app: 'buyerweb', ...named },
  );
}
