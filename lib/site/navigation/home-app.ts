import type { SiteConfig } from '@/sites';
import { kindPath } from '@/sites/pages';

/** The portal app whose `<app>/home/` page the tenant's first menu item opens, if any. */
export function homeAppOf(site: Pick<SiteConfig, 'menu'>): string | null {
  const home = site.menu.find((item) => item.index === 1)?.path;
  const app = home?.split('/')[0];
  return app && /^\w+$/.test(app) && home === kindPath(app, 'home') ? app : null;
}
