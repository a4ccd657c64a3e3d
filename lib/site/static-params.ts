import { builtSites } from '@/sites';
import type { SubAppId } from '@/sites';

/**
 * `generateStaticParams` helpers: build-time only (they read the manifest). A route of a
 * sub-app exists only for the tenants whose platform serves that sub-app.
 */
export function allSiteParams() {
  return builtSites.map((site) => ({ site: site.VirtualDirectory }));
}

export function siteParamsServing(subApp: SubAppId) {
  return builtSites
    .filter((site) => site.subApps.includes(subApp))
    .map((site) => ({ site: site.VirtualDirectory }));
}

/** Portal pages (lists, details, articles) of a sub-app: only where it is the portal app. */
export function siteParamsWithPortal(...portalApps: SubAppId[]) {
  return builtSites
    .filter((site) => portalApps.includes(site.portalApp))
    .map((site) => ({ site: site.VirtualDirectory }));
}
