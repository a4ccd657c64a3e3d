import type { SiteConfig } from '@/sites/schema';
import { addresses } from './addresses';

/** Trading-centre staff login: the admin app's hash route, `?ext=2` on inventory (SPEC §2). */
export function adminLoginUrl(site: Pick<SiteConfig, 'WebBusinessType'>): string {
  const query = site.WebBusinessType === 'inventory' ? '?ext=2' : '';
  return `${addresses.ADMIN}/#/login${query}`;
}
