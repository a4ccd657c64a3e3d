import { describe, expect, it } from 'vitest';
import { allSites } from '@/sites';
import { detailRoute, detailRoutesOf, listKind, routeSet, servesRoute } from './route-set';

describe('portal route set', () => {
  it('keeps notices on anncNoticeList of the buyer-style portals only', () => {
    expect(listKind('buyerweb', 'anncNoticeList')).toBe('notice');
    expect(listKind('forestweb', 'anncNoticeList')).toBe('notice');
    expect(listKind('brandweb', 'anncNoticeList')).toBe('project');
    expect(listKind('recycleweb', 'success_annc_list')).toBe('result');
  });

  it('opens announcements in the detail route each platform names', () => {
    expect(detailRoute('buyerweb', 'project')).toBe('noticeDetail');
    expect(detailRoute('buyerweb', 'result')).toBe('publicDetail');
    expect(detailRoute('solidwasteweb', 'result')).toBe('anncDetail');
    expect(detailRoute('recycleweb', 'project')).toBe('publicDetail');
    expect(detailRoute('leaseweb', 'project')).toBe('anncDetail');
    expect(detailRoute('inventoryweb', 'project')).toBe('publicDetail');
  });

  it('hands a detail page the routes its links need: the panorama on lease only', () => {
    expect(detailRoutesOf('leaseweb')).toEqual({
      detailOf: { project: 'anncDetail', notice: 'anncDetail', result: detailRoute('leaseweb', 'result') },
      virtualReality: true,
    });
    const buyer = detailRoutesOf('buyerweb');
    expect(buyer.virtualReality).toBe(false);
    expect(buyer.detailOf.project).toBe('noticeDetail');
    expect(buyer.detailOf.result).toBe('publicDetail');
  });

  it('gives small lease its apply page and lease none', () => {
    expect(servesRoute('smallleaseweb', 'AnncApply')).toBe(true);
    expect(servesRoute('leaseweb', 'AnncApply')).toBe(false);
  });

  it('serves every menu and search target of every tenant', () => {
    for (const site of allSites) {
      const targets = [
        ...site.menu.flatMap((item) => [item.path, ...item.children.map((child) => child.path)]),
        ...(site.search.kind === 'tabs' ? site.search.tabs.map((tab) => tab.path) : []),
        ...(site.search.kind === 'single' ? [site.search.path] : []),
      ];
      for (const target of targets) {
        if (!target) continue;
        const [app, ...rest] = target.split('?')[0]!.replace(/\/$/, '').split('/');
        const route = rest.join('/');
        if (route === 'home') continue;
        expect({
          site: site.VirtualDirectory,
          app,
          route,
          served: routeSet[site.portalApp]?.includes(route as never),
        }).toMatchObject({ app: site.portalApp, served: true });
      }
    }
  });
});

/** SPEC §2 "Portal areas", each portal's routes as it lists them (the user centre aside). */
const announcementsAndArticles = [
  'anncNoticeList',
  'noticeDetail',
  'anncPublic',
  'publicDetail',
  'articlelist',
  'articledetail',
];
const buyer = ['list', ...announcementsAndArticles, 'SetSimulate'];
const home = ['home', ...announcementsAndArticles];
const lease = [...home, 'annc', 'anncDetail', 'search', 'guestBook', 'mapFindHouse', 'fullVirtualReality'];
const specRoutes: Record<string, string[]> = {
  buyerweb: buyer,
  forestweb: buyer,
  ruralweb: buyer,
  trivialdealweb: buyer,
  brandweb: home,
  brandtrustweb: home,
  seedweb: home,
  iprweb: home,
  sportweb: home,
  // SPEC names no routes for these three home portals: they serve the home portals' set.
  seedtrustweb: home,
  iprtrustweb: home,
  expertweb: home,
  leaseweb: lease,
  smallleaseweb: [...lease, 'AnncApply'],
  recycleweb: ['annc_list', 'success_annc_list', 'news', 'publicDetail', 'ylHead'],
  solidwasteweb: ['annc_list', 'anncDetail', 'success_annc_list', 'news', 'ylHead'],
  inventoryweb: ['annc', 'success_annc_list', 'publicDetail', 'news', 'search', 'articleList'],
  equitytrustweb: [
    'InfoNotice/List',
    'InfoNotice/Detail',
    'CheckInTrust/List',
    'CompanyAnncDetail',
    'TrustCompanyDetail',
    'CompanyStyle/List',
    'CompanyStyle/Detail',
    'articlelist',
    'articledetail',
  ],
};

describe('route sets against SPEC §2, both ways', () => {
  it('every route SPEC lists for a portal is served, and the portal serves no other', () => {
    const served = Object.fromEntries(
      Object.entries(routeSet).map(([app, routes]) => [app, [...(routes ?? [])].sort()]),
    );
    const listed = Object.fromEntries(
      Object.entries(specRoutes).map(([app, routes]) => [app, [...routes].sort()]),
    );
    expect(served).toEqual(listed);
  });
});
