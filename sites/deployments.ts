import { cities, counties, type Area } from './areas';
import type { Level } from './schema';
import { businesses } from './businesses';
import type { VariantKey } from './variants';

/** One tenant as deployed: its path prefix, its business and where it sits administratively. */
export type Deployment = {
  VirtualDirectory: string;
  variant: VariantKey;
  Leval: Level;
  area: Area | null;
  WebSite: string;
};

/** Business prefixes of SPEC §2, province level, from the catalogue. */
const businessPrefixes: Array<[string, VariantKey]> = businesses.flatMap((business) =>
  business.prefixes.map((prefix): [string, VariantKey] => [prefix, business.id]),
);

/** Businesses that also run one deployment per city (SPEC §2). */
const perCityBusinesses: VariantKey[] = businesses
  .filter((business) => 'perCity' in business && business.perCity)
  .map((business) => business.id);

export const PROVINCE_CLIENT = 'client';

export const deployments: Deployment[] = [
  { VirtualDirectory: PROVINCE_CLIENT, variant: 'assets', Leval: 1, area: null, WebSite: 'hnsggzy' },
  ...cities.map((area): Deployment => ({
    VirtualDirectory: `${area.short}client`,
    variant: 'assets',
    Leval: 2,
    area,
    WebSite: `ggzy${area.short}`,
  })),
  ...counties.map((area): Deployment => ({
    VirtualDirectory: `${area.short}client`,
    variant: 'assets',
    Leval: 3,
    area,
    WebSite: `ggzy${area.short}`,
  })),
  ...businessPrefixes.map(([prefix, variant]): Deployment => ({
    VirtualDirectory: prefix,
    variant,
    Leval: 1,
    area: null,
    WebSite: 'hns',
  })),
  ...cities.flatMap((area) =>
    perCityBusinesses.map((variant): Deployment => ({
      VirtualDirectory: `${area.short}${variant}`,
      variant,
      Leval: 2,
      area,
      WebSite: 'hn',
    })),
  ),
];
