import type { SiteConfig } from '@/sites/schema';
import { absoluteAddress, addresses } from './addresses';
import { adminLoginRoute, adminLoginUrl } from './external-urls';
import { isLocalOrigin } from './local-origin';
import { localAddresses } from './local-addresses';

/** SPEC §2: the admin app a developer runs beside the portal listens on this port. */
export const LOCAL_ADMIN_PORT = 60001;

/**
 * The admin login for a page at `origin` (SPEC §2 "local admin at port 60001"): on a local origin
 * the configured local admin address, or port 60001 of the page's host when none is configured;
 * anywhere else the ADMIN address.
 */
export function localAdminLoginUrl(
  site: Pick<SiteConfig, 'WebBusinessType'>,
  origin: string,
  configured: { ADMIN: string; ADMIN_LOCAL: string } = {
    ADMIN: addresses.ADMIN,
    ADMIN_LOCAL: localAddresses.ADMIN_LOCAL,
  },
): string {
  if (!isLocalOrigin(origin)) return adminLoginUrl(site, configured.ADMIN);
  const route = adminLoginRoute(site);
  if (configured.ADMIN_LOCAL) return `${absoluteAddress(configured.ADMIN_LOCAL, origin)}${route}`;
  const { protocol, hostname } = new URL(origin);
  return `${protocol}//${hostname}:${LOCAL_ADMIN_PORT}${route}`;
}
