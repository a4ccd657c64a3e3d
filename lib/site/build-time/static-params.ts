/**
 * `generateStaticParams` helpers: build-time only (they read the manifest). A route of a sub-app
 * exists only for the tenants whose platform serves that sub-app.
 *
 * Next refuses an exported route whose params list is empty, which happens whenever the selected
 * tenants (`--site`) serve none of a sub-app's routes. Such a route gets one page under
 * UNUSED_ROUTE_SITE instead (see `sites/unused-route-site.ts`).
 */
import 'server-only';
import { builtSites } from '@/sites';
import type { SubAppId } from '@/sites';
import { UNUSED_ROUTE_SITE } from '@/sites/unused-route-site';

export { UNUSED_ROUTE_SITE };

export function orPlaceholder<T extends Record<string, string>>(params: T[], placeholder: T): T[] {
  return params.length > 0 ? params : [placeholder];
}

function siteParams(sites: typeof builtSites) {
  return orPlaceholder(
    sites.map((site) => ({ site: site.VirtualDirectory })),
    { site: UNUSED_ROUTE_SITE },
  );
}

export function allSiteParams() {
  return siteParams(builtSites);
}

export function siteParamsServing(subApp: SubAppId) {
  return siteParams(builtSites.filter((site) => site.subApps.includes(subApp)));
}
