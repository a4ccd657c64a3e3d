import type { SiteConfig } from '@/sites/schema';
import { kindPath, tenantPath } from '@/sites/pages';
import { homeAppOf } from './home-app';

/**
 * Where a sub-application's root (`/{vd}/{app}/`, e.g. `/client/buyerweb/`, the buyer jump's
 * fallback of SPEC §4) leads, as a path inside the tenant: baseweb to the user centre, any portal
 * app to the tenant's home (its root redirect, its `<app>/home/` route, or the tenant root).
 */
export function subAppEntryTarget(site: Pick<SiteConfig, 'menu' | 'rootRedirect'>, app: string): string {
  if (app === 'baseweb') return tenantPath('userDetail');
  if (site.rootRedirect) return site.rootRedirect;
  const homeApp = homeAppOf(site);
  return homeApp ? kindPath(homeApp, 'home') : '';
}
