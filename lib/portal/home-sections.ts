import type { AnncKind } from '@/lib/contract/announcements';
import type { SiteConfig } from '@/sites/schema';
import { kindPath } from '@/sites/pages';
import { listRoutes, type LotDetailRoute } from '@/sites/record-routes';
import { detailRoute, listKind, servesRoute, type ListRoute, type PortalRoute } from './route-set';

/**
 * What one home block lists, and the route its rows open in (linked with `href()` and a row's id);
 * plain data, so a server page can hand it to a client island.
 */
export type HomeFeed =
  | { source: 'annc'; kind: AnncKind; detailRoute: LotDetailRoute }
  | { source: 'article'; typeId: string; detailRoute: PortalRoute }
  | { source: 'inventoryArticle'; type: string; detailRoute: PortalRoute }
  | { source: 'news'; detailRoute: PortalRoute }
  | { source: 'infoNotice'; detailRoute: PortalRoute }
  | { source: 'checkInTrust'; detailRoute: PortalRoute }
  | { source: 'houses'; detailRoute: LotDetailRoute };

export type HomeSection = {
  /** The menu label key (under `header.menu`) the block is titled with, or a `home.` key. */
  titleKey: string;
  /** Where 更多 goes: the list the block previews (inside the tenant). */
  morePath: string;
  feed: HomeFeed;
};

/** The announcement lists a menu item may name (the header's search results are no menu's). */
const annListRoutes = new Set<string>(listRoutes.filter((route) => route !== 'search'));

/** The feed behind one menu target, or null when the target is not a list (content pages, the user centre). */
export function feedForPath(app: SiteConfig['portalApp'], path: string): HomeFeed | null {
  const [route = '', query = ''] = path.slice(app.length + 1).split('?');
  const name = route.replace(/\/$/, '');
  const params = new URLSearchParams(query);
  if (annListRoutes.has(name)) {
    const kind = listKind(app, name as ListRoute);
    return { source: 'annc', kind, detailRoute: detailRoute(app, kind) };
  }
  if (name === 'articlelist' && params.get('typeid')) {
    const detail = servesRoute(app, 'articledetail') ? 'articledetail' : 'articlelist';
    return { source: 'article', typeId: params.get('typeid')!, detailRoute: detail };
  }
  if (name === 'articleList' && params.get('type')) {
    return {
      source: 'inventoryArticle',
      type: params.get('type')!,
      detailRoute: 'articleList',
    };
  }
  if (name === 'news') return { source: 'news', detailRoute: 'news' };
  if (name === 'InfoNotice/List') return { source: 'infoNotice', detailRoute: 'InfoNotice/Detail' };
  if (name === 'CheckInTrust/List') {
    return { source: 'checkInTrust', detailRoute: 'TrustCompanyDetail' };
  }
  return null;
}

/**
 * The blocks of a tenant's home page, in menu order: every list the main menu offers (announcements,
 * notices or news, results, service guide, downloads), and on lease portals the featured properties
 * with the map first.
 */
export function homeSections(site: SiteConfig): HomeSection[] {
  const app = site.portalApp;
  const sections: HomeSection[] = [];
  if (servesRoute(app, 'mapFindHouse')) {
    sections.push({
      titleKey: 'home.featuredHouses',
      morePath: kindPath(app, 'mapFindHouse'),
      feed: { source: 'houses', detailRoute: detailRoute(app, 'project') },
    });
  }
  for (const item of site.menu) {
    if (!item.path || !item.path.startsWith(`${app}/`)) continue;
    const feed = feedForPath(app, item.path);
    if (feed) sections.push({ titleKey: `header.menu.${item.labelKey}`, morePath: item.path, feed });
  }
  return sections;
}
