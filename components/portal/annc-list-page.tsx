import { AnncList } from './annc-list';
import { detailRoute, listKind, type ListRoute } from '@/lib/portal/route-set';
import type { SiteConfig } from '@/sites/schema';

/** Server side of a list route: which kind it lists and where its items open. */
export function AnncListPage({ site, route }: { site: SiteConfig; route: ListRoute }) {
  const kind = listKind(site.portalApp, route);
  return <AnncList kind={kind} detailPath={`${site.portalApp}/${detailRoute(site.portalApp, kind)}/`} />;
}
