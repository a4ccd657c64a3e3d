import type { SiteConfig } from '@/sites';

/** The portal app whose `<app>/home/` page the tenant's first menu item opens, if any. */
export function homeAppOf(site: Pick<SiteConfig, 'menu'>): string | null {
  const home = site.menu.find((item) => item.index === 1)?.path;
  return home?.match(/^(\w+)\/home\/$/)?.[1] ?? null;
}
