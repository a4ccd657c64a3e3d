import type { AnncKind } from '@/lib/contract/announcements';
import type { SiteConfig } from '@/sites/schema';
import { kindPath } from '@/sites/pages';
import { detailRoute, listKind, servesRoute, type ListRoute } from './route-set';

/** What one home block lists; plain data, so a server page can hand it to a client island. */
export type HomeFeed =
  | { source: 'annc'; kind: AnncKind; detailPath: string }
  | { source: 'article'; typeId: string; detailPath: string }
  | { source: 'inventoryArticle'; type: string; detailPath: string }
  | { source: 'news'; detailPath: string }
  | { source: 'infoNotice'; detailPath: string }
  | { source: 'checkInTrust'; detailPath: string }
  | { source: 'houses'; detailPath: string };

export type HomeSection = {
  /** The menu label key (under `header.menu`) the block is titled with, or a `home.` key. */
  titleKey: string;
  /** Where 更多 goes: the list the block previews (inside the tenant). */
  morePath: string;
  feed: HomeFeed;
};

const annListRoutes = new Set<string>([
  'list',
  'anncNoticeList',
  'anncPublic',
  'annc',
  'annc_list',
  'success_annc_list',
]);

/** The feed behind one menu target, or null when the target is not a list (content pages, the user centre). */
export function feedForPath(app: SiteConfig['portalApp'], path: string): HomeFeed | null {
  const [route = '', query = ''] = path.slice(app.length + 1).split('?');
  const name = route.replace(/\/$/, '');
  const params = new URLSearchParams(query);
  if (annListRoutes.has(name)) {
    const kind = listKind(app, name as ListRoute);
    return { source: 'annc', kind, detailPath: kindPath(app, detailRoute(app, kind)) };
  }
  if (name === 'articlelist' && params.get('typeid')) {
    const detail = servesRoute(app, 'articledetail') ? 'articledetail' : 'articlelist';
    return { source: 'article', typeId: params.get('typeid')!, detailPath: kindPath(app, detail) };
  }
  if (name === 'articleList' && params.get('type')) {
    return {
      source: 'inventoryArticle',
      type: params.get('type')!,
      detailPath: kindPath(app, 'articleList'),
    };
  }
  if (name === 'news') return { source: 'news', detailPath: kindPath(app, 'news') };
  if (name === 'InfoNotice/List')
    return { source: 'infoNotice', detailPath: kindPath(app, 'InfoNotice/Detail') };
  if (name === 'CheckInTrust/List') {
    return { source: 'checkInTrust', detailPath: kindPath(app, 'TrustCompanyDetail') };
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
      feed: { source: 'houses', detailPath: kindPath(app, detailRoute(app, 'project')) },
    });
  }
  for (const item of site.menu) {
    if (!item.path || !item.path.startsWith(`${app}/`)) continue;
    const feed = feedForPath(app, item.path);
    if (feed) sections.push({ titleKey: `header.menu.${item.labelKey}`, morePath: item.path, feed });
  }
  return sections;
}
