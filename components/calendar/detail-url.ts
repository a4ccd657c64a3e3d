import type { PortalRoute } from '@/lib/portal/route-set';
import { href } from '@/lib/site/navigation/paths';
import type { SiteConfig } from '@/sites/schema';

/** The address of an announcement's detail page, absolute so a calendar can link back to it. */
export function detailUrl(site: SiteConfig, route: PortalRoute, anncId: string): string {
  return new URL(href(site, route, { id: anncId }), window.location.href).href;
}
