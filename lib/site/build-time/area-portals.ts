// Build time only: it loads the whole manifest, which must never reach a page's JavaScript.
import 'server-only';
import { allSites, type SiteConfig } from '@/sites';
import { href } from '@/lib/site/navigation/paths';

type AreaSite = Pick<SiteConfig, 'VirtualDirectory' | 'PlatformId' | 'Leval' | 'AreaCode' | 'Name'>;
export type AreaPortal = { name: string; href: string };

/**
 * The portals of the same business below a tenant, from the manifest at build time: the province
 * lists every city and county portal, a city its counties (county codes start with the city's four
 * digits). A county has none.
 */
export function areaPortals(
  site: AreaSite,
  sites: readonly AreaSite[] = allSites,
): { cities: AreaPortal[]; counties: AreaPortal[] } {
  const below = sites.filter(
    (other) =>
      other.PlatformId === site.PlatformId &&
      other.Leval > site.Leval &&
      (site.Leval === 1 || other.AreaCode.startsWith(site.AreaCode.slice(0, 4))),
  );
  const portal = (other: AreaSite): AreaPortal => ({
    name: other.Name,
    href: href(other, 'root'),
  });
  return {
    cities: below.filter((other) => other.Leval === 2).map(portal),
    counties: below.filter((other) => other.Leval === 3).map(portal),
  };
}
