import type { SiteConfig } from '@/sites/schema';

/**
 * Menu labels of the tenant's article lists by their type id (or inventory type), so an article
 * list can head itself with the menu item that led there.
 */
export function articleListTitles(
  site: Pick<SiteConfig, 'menu'>,
  label: (labelKey: string) => string,
): Record<string, string> {
  const titles: Record<string, string> = {};
  const entries = site.menu.flatMap((item) => [item, ...item.children]);
  for (const entry of entries) {
    const match = entry.path?.match(/\/article[lL]ist\/\?(?:typeid|type)=([^&]+)$/);
    if (match?.[1] && !(match[1] in titles)) titles[match[1]] = label(entry.labelKey);
  }
  return titles;
}
