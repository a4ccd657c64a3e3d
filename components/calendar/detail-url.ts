import { detailRoute } from '@/lib/portal/route-set';
import { paths, sitePath } from '@/lib/site/paths';
import type { SiteConfig } from '@/sites/schema';

/** The address of an announcement's detail page, absolute so a calendar can link back to it. */
export function detailUrl(site: SiteConfig, anncId: string, kind: Parameters<typeof detailRoute>[1]): string {
  const path = sitePath(site.VirtualDirectory, `${site.portalApp}/${detailRoute(site.portalApp, kind)}/`);
  return new URL(paths.withQuery(path, { id: anncId }), window.location.href).href;
}
