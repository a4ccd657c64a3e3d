import type { House } from '@/lib/contract/house-map';

/** Rent bands of the map's price filter, in yuan a month; the last has no upper bound. */
export const priceBands = [
  { key: 'upTo2000', min: 0, max: 2000 },
  { key: 'from2000To5000', min: 2000, max: 5000 },
  { key: 'from5000To10000', min: 5000, max: 10000 },
  { key: 'over10000', min: 10000, max: Infinity },
] as const;
export type PriceBandKey = (typeof priceBands)[number]['key'];

export type HouseFilter = { district: string | null; price: PriceBandKey | null };

/** The properties a filter keeps; an unpriced property drops out once a price band is chosen. */
export function filterHouses(houses: House[], filter: HouseFilter): House[] {
  const band = priceBands.find((entry) => entry.key === filter.price);
  return houses.filter((house) => {
    if (filter.district && house.District !== filter.district) return false;
    if (!band) return true;
    return house.Price !== null && house.Price > band.min && house.Price <= band.max;
  });
}

/** The districts to choose from, in the order the properties name them. */
export function districtsOf(houses: House[]): string[] {
  return [...new Set(houses.flatMap((house) => (house.District ? [house.District] : [])))];
}
