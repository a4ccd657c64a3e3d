import { buildManifest, selectSites } from './manifest';

export { ManifestError, buildManifest, selectSites, type ManifestIssue } from './manifest';
export type * from './schema';
export { PROVINCE_CLIENT } from './deployments';

/** Every tenant, validated once per process. */
export const allSites = buildManifest();

/** The tenants this build renders: all of them, or those named by `PORTAL_SITES`. */
export const builtSites = selectSites(allSites, process.env.PORTAL_SITES);

/**
 * The tenants of the whole release this build is part of: a sharded build renders only its share
 * (`builtSites`), but pages that list tenants (the bare-origin redirect) must list all of them, so
 * that every shard writes them byte for byte alike.
 */
export const releaseSites = selectSites(
  allSites,
  process.env.PORTAL_RELEASE_SITES ?? process.env.PORTAL_SITES,
);

export function findSite(virtualDirectory: string) {
  return allSites.find((site) => site.VirtualDirectory === virtualDirectory);
}
