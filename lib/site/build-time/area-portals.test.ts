import { describe, expect, it } from 'vitest';
import { findSite } from '@/sites';
import { areaPortals } from './area-portals';

describe('areaPortals', () => {
  it('lists every city and county client under the province client', () => {
    const { cities, counties } = areaPortals(findSite('client')!);
    expect(cities).toContainEqual({ name: '郑州市', href: '/4101client/' });
    expect(cities).toHaveLength(18);
    expect(counties).toContainEqual({ name: '巩义市', href: '/410181client/' });
    expect(counties.length).toBeGreaterThan(0);
  });

  it('lists a city its own counties only, and a county nothing', () => {
    const zhengzhou = areaPortals(findSite('4101client')!);
    expect(zhengzhou.cities).toEqual([]);
    expect(zhengzhou.counties.map((portal) => portal.href)).toContain('/410181client/');
    expect(zhengzhou.counties.every((portal) => portal.href.startsWith('/4101'))).toBe(true);
    expect(areaPortals(findSite('410181client')!)).toEqual({ cities: [], counties: [] });
  });

  it('keeps to the business: the province lease portal lists the city lease portals', () => {
    const lease = areaPortals(findSite('lease')!);
    expect(lease.cities.length).toBeGreaterThan(0);
    expect(lease.cities.every((portal) => portal.href.includes('lease'))).toBe(true);
  });
});
