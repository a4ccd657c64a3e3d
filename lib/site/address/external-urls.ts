import type { SiteConfig } from '@/sites/schema';
import { addresses } from './addresses';

/**
 * Trading-centre staff login (SPEC §2): the admin app's hash route, `?ext=2` on inventory. On a
 * local origin `local-admin.ts` decides instead; this is the address of every other page (and of
 * the markup, written before any origin is known).
 */
export function adminLoginUrl(
  site: Pick<SiteConfig, 'WebBusinessType'>,
  admin: string = addresses.ADMIN,
): string {
  return `${admin}${adminLoginRoute(site)}`;
}

export function adminLoginRoute(site: Pick<SiteConfig, 'WebBusinessType'>): string {
  return `/#/login${site.WebBusinessType === 'inventory' ? '?ext=2' : ''}`;
}
