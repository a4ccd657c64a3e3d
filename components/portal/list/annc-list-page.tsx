import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { ExtraMessages } from '@/components/i18n/extra-messages';
import { detailRoute, listKind, listRouteOf, type ListRoute } from '@/lib/portal/route-set';
import { categoriesByPlatform } from '@/sites/categories';
import type { SiteConfig } from '@/sites/schema';
import { AnncList } from './annc-list';

/**
 * Server side of a list route: which kind it lists and where its items open. The filters' text
 * rides on list pages only, with the tenant's own categories, not on every portal page.
 */
export async function AnncListPage({ site, route }: { site: SiteConfig; route: ListRoute }) {
  const kind = listKind(site.portalApp, route);
  const listFilters = (await getMessages()).listFilters as AbstractIntlMessages;
  const categories = listFilters.categories as AbstractIntlMessages;
  const ids = categoriesByPlatform[site.PlatformId];
  const own = Object.fromEntries(ids.map((id) => [id, categories[id] ?? id]));
  // Worked out here, so the browser's start-up carries neither every platform's categories nor the
  // route table.
  const searchLists = {
    project: listRouteOf(site.portalApp, 'project'),
    result: listRouteOf(site.portalApp, 'result'),
  };
  return (
    <ExtraMessages messages={{ listFilters: { ...listFilters, categories: own } }}>
      <AnncList
        kind={kind}
        listRoute={route}
        route={detailRoute(site.portalApp, kind)}
        categories={ids}
        searchLists={searchLists}
      />
    </ExtraMessages>
  );
}
