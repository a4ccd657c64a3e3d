import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/sites/schema';
import { detailRoute } from '@/lib/portal/route-set';
import { AnncList } from './annc-list';

/** mapFindHouse: the listings beside a map of the area (the page runs without search, menu, footer). */
export async function MapFindHouse({ site }: { site: SiteConfig }) {
  const t = await getTranslations('portal.map');
  return (
    <div className="space-y-4" data-testid="map-find-house">
      <div
        className="flex h-[360px] items-center justify-center rounded bg-[linear-gradient(135deg,#e8eef8_25%,#dfe7f5_25%,#dfe7f5_50%,#e8eef8_50%,#e8eef8_75%,#dfe7f5_75%)] bg-[length:40px_40px] text-muted"
        role="img"
        aria-label={t('title')}
      >
        {t('title')}
      </div>
      <h2 className="text-base font-medium">{t('listings')}</h2>
      <AnncList kind="project" detailPath={`${site.portalApp}/${detailRoute(site.portalApp, 'project')}/`} />
    </div>
  );
}
