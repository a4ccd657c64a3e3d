import { describe, expect, it } from 'vitest';
import type { House } from '@/lib/contract/house-map';
import { districtsOf, filterHouses } from './house-filter';

const house = (AnncId: string, District: string | null, Price: number | null): House => ({
  AnncId,
  Title: AnncId,
  District,
  Price,
  Lng: 113.6,
  Lat: 34.7,
  ImageUrl: null,
  PanoramaUrl: null,
});
const houses = [
  house('a', '郑州市', 1500),
  house('b', '郑州市', 6000),
  house('c', '洛阳市', 2000),
  house('d', null, null),
];
const ids = (list: House[]) => list.map((entry) => entry.AnncId);

describe('map filters', () => {
  it('keeps everything with no filter', () => {
    expect(ids(filterHouses(houses, { district: null, price: null }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('filters by district and by rent band, band edges going to the lower band', () => {
    expect(ids(filterHouses(houses, { district: '郑州市', price: null }))).toEqual(['a', 'b']);
    expect(ids(filterHouses(houses, { district: null, price: 'upTo2000' }))).toEqual(['a', 'c']);
    expect(ids(filterHouses(houses, { district: '郑州市', price: 'from5000To10000' }))).toEqual(['b']);
  });

  it('lists each named district once', () => {
    expect(districtsOf(houses)).toEqual(['郑州市', '洛阳市']);
  });
});
