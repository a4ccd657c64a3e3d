import { builtSites } from '@/sites';
import { servesRoute, type PortalRoute } from './route-set';

/**
 * `generateStaticParams` of a `[app]/<route>` page: one entry per tenant whose portal app serves
 * the route. Build time only (reads the manifest).
 */
export function portalRouteParams(route: PortalRoute) {
  return builtSites
    .filter((site) => servesRoute(site.portalApp, route))
    .map((site) => ({ site: site.VirtualDirectory, app: site.portalApp }));
}
