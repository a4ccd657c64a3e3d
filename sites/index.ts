import { buildManifest, selectSites } from './manifest';

export { ManifestError, buildManifest, selectSites, type ManifestIssue } from './manifest';
export type * from './schema';
export { PROVINCE_CLIENT } from './deployments';

/** Every tenant, validated once per process. */
export const allSites = buildManifest();

/** The tenants this build renders: all of them, or those named by `PORTAL_SITES`. */
export const builtSites = selectSites(allSites, process.env.PORTAL_SITES);

export function findSite(virtualDirectory: string) {
  return allSites.find((site) => site.VirtualDirectory === virtualDirectory);
}
