'use client';

import { clientPart } from '@/components/ui/client-part';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useCall } from '@/lib/api/use-call';
import { detailRoute } from '@/lib/portal/route-set';
import { href } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';
import { DetailState } from '@/components/ui/detail-state';
import { publicCall } from '@/lib/api/call-ref';
import { noticeOnFailure } from '@/components/ui/part-failed';

const getHouse = publicCall('getHouse');

const PanoramaViewer = clientPart(
  () => noticeOnFailure(import('./panorama-viewer').then((m) => m.PanoramaViewer)),
  () => <div className="h-[60vh] min-h-[300px] animate-pulse rounded bg-ink md:h-[560px]" />,
);

/** fullVirtualReality: the property's panorama in a 360° viewer, on a bare page. */
export function VirtualReality() {
  const t = useTranslations('portal.map');
  const site = useSite();
  const id = useSearchParams().get('id');
  const { data, error, isLoading, mutate } = useCall(
    getHouse,
    id ? { PlatformId: site.PlatformId, AnncId: id } : null,
  );
  if (!id || !data) return <DetailState hasId={Boolean(id)} query={{ isLoading, error, mutate }} />;
  const detailHref = href(site, detailRoute(site.portalApp, 'project'), { id });
  return (
    <section data-testid="virtual-reality" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-lg font-medium">{data.Title}</h2>
        <span className="flex gap-4">
          <a href={detailHref} className="text-primary hover:underline">
            {t('backToDetail')}
          </a>
          <a href={href(site, 'mapFindHouse')} className="text-primary hover:underline">
            {t('mapLink')}
          </a>
        </span>
      </div>
      {data.PanoramaUrl ? (
        <PanoramaViewer
          key={data.PanoramaUrl}
          src={data.PanoramaUrl}
          label={t('vrTitle')}
          failedText={t('vrFailed')}
          loadingText={t('vrLoading')}
        />
      ) : (
        <p className="py-16 text-center text-muted" data-testid="panorama-missing">
          {t('vrMissing')}
        </p>
      )}
      <p className="text-muted">{t('vrHelp')}</p>
    </section>
  );
}
