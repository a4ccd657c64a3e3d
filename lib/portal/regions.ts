import { cities, counties, type Area } from '@/sites/areas';

/** A city of the region filter and the counties deployed under it. */
export type RegionCity = Area & { counties: Area[] };

/** A county belongs to the city whose code shares its first four digits (410181 → 410100). */
function countiesOf(city: Area): Area[] {
  return counties.filter((county) => county.code.slice(0, 4) === city.code.slice(0, 4));
}

/**
 * The cities and counties a tenant's lists narrow by, from the manifest's own deployments: the
 * province's and the business tenants' every city; a city's own counties; a county nothing below it.
 */
export function regionChoices(site: { Leval: number; AreaCode: string }): RegionCity[] {
  if (site.Leval === 3) return [];
  const own = site.Leval === 2 ? cities.filter((city) => city.code === site.AreaCode) : cities;
  return own.map((city) => ({ ...city, counties: countiesOf(city) }));
}

/** Every code a tenant's region filter knows: anything else in the address is dropped. */
export function regionCodes(choices: readonly RegionCity[]): Set<string> {
  return new Set(choices.flatMap((city) => [city.code, ...city.counties.map((county) => county.code)]));
}

/** The name of a city or county code, and its city (null for unknown codes). */
export function findRegion(
  choices: readonly RegionCity[],
  code: string,
): { city: RegionCity; county: Area | null } | null {
  for (const city of choices) {
    if (city.code === code) return { city, county: null };
    const county = city.counties.find((item) => item.code === code);
    if (county) return { city, county };
  }
  return null;
}
