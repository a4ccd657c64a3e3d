import { describe, expect, it } from 'vitest';
import { allSites } from '@/sites';
import { homeSections } from './home-sections';
import { servesRoute, type PortalRoute } from './route-set';

const site = (vd: string) => {
  const found = allSites.find((entry) => entry.VirtualDirectory === vd);
  if (!found) throw new Error(`no tenant ${vd}`);
  return found;
};
const sources = (vd: string) => homeSections(site(vd)).map((section) => section.feed.source);

describe('home page blocks per family', () => {
  it('gives a buyer-style portal projects, notices, results, service guide and downloads', () => {
    expect(sources('client')).toEqual(['annc', 'annc', 'annc', 'article', 'article']);
    const kinds = homeSections(site('client')).flatMap((s) =>
      s.feed.source === 'annc' ? [s.feed.kind] : [],
    );
    expect(kinds).toEqual(['project', 'notice', 'result']);
  });

  it('puts featured properties first on lease and small lease', () => {
    expect(sources('lease')[0]).toBe('houses');
    expect(sources('4101smalllease')[0]).toBe('houses');
    expect(homeSections(site('lease'))[0]!.morePath).toBe('leaseweb/mapFindHouse/');
  });

  it('shows news on recycle and solid waste, and 信息公告 and 登记托管 on equity trust', () => {
    expect(sources('recycle')).toContain('news');
    expect(sources('solidwaste')).toContain('news');
    expect(sources('equitytrust').slice(0, 2)).toEqual(['infoNotice', 'checkInTrust']);
    expect(sources('inventory')).toContain('inventoryArticle');
  });

  it('links every block and every detail to a route its tenant serves', () => {
    for (const tenant of allSites) {
      const sections = homeSections(tenant);
      expect(sections.length, tenant.VirtualDirectory).toBeGreaterThanOrEqual(3);
      for (const section of sections) {
        const more = section.morePath
          .slice(tenant.portalApp.length + 1)
          .split('?')[0]!
          .replace(/\/$/, '');
        for (const route of [more, section.feed.detailRoute]) {
          expect(
            servesRoute(tenant.portalApp, route as PortalRoute),
            `${tenant.VirtualDirectory} ${route}`,
          ).toBe(true);
        }
      }
    }
  });
});
