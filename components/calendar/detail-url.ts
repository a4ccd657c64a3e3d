import { detailRoute } from '@/lib/portal/route-set';
import { href } from '@/lib/site/navigation/paths';
import type { SiteConfig } from '@/sites/schema';

/** The address of an announcement's detail page, absolute so a calendar can link back to it. */
export function detailUrl(site: SiteConfig, anncId: string, kind: Parameters<typeof detailRoute>[1]): string {
  return new URL(href(site, detailRoute(site.portalApp, kind), { id: anncId }), window.location.href).href;
}
