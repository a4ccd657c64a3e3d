import type { SiteConfig } from '@/sites/schema';
import { detailRoute } from '@/lib/portal/route-set';
import { HouseMapView } from './house-map-view';

/** mapFindHouse: the platform's properties on a map (the page runs without search, menu, footer). */
export function MapFindHouse({ site }: { site: SiteConfig }) {
  return <HouseMapView route={detailRoute(site.portalApp, 'project')} />;
}
