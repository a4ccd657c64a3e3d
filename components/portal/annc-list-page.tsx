import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { ExtraMessages } from '@/components/i18n/extra-messages';
import { detailRoute, listKind, type ListRoute } from '@/lib/portal/route-set';
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
  const own = Object.fromEntries(
    categoriesByPlatform[site.PlatformId].map((id) => [id, categories[id] ?? id]),
  );
  return (
    <ExtraMessages messages={{ listFilters: { ...listFilters, categories: own } }}>
      <AnncList kind={kind} detailPath={`${site.portalApp}/${detailRoute(site.portalApp, kind)}/`} />
    </ExtraMessages>
  );
}
