import type { SiteConfig } from '@/sites/schema';
import { absoluteAddress, addresses } from './addresses';
import { isLocalOrigin } from './local-origin';

/** SPEC §2: the admin app a developer runs beside the portal listens on this port. */
export const LOCAL_ADMIN_PORT = 60001;

/**
 * Trading-centre staff login (SPEC §2): the admin app's hash route, `?ext=2` on inventory. On a
 * local origin it is the configured local admin address, or port 60001 of the page's host when none
 * is configured; elsewhere (and before the origin is known, at build time) the ADMIN address.
 */
export function adminLoginUrl(
  site: Pick<SiteConfig, 'WebBusinessType'>,
  origin: string | null = null,
  configured: Pick<typeof addresses, 'ADMIN' | 'ADMIN_LOCAL'> = addresses,
): string {
  const route = `/#/login${site.WebBusinessType === 'inventory' ? '?ext=2' : ''}`;
  if (origin === null || !isLocalOrigin(origin)) return `${configured.ADMIN}${route}`;
  if (configured.ADMIN_LOCAL) return `${absoluteAddress(configured.ADMIN_LOCAL, origin)}${route}`;
  const { protocol, hostname } = new URL(origin);
  return `${protocol}//${hostname}:${LOCAL_ADMIN_PORT}${route}`;
}
