'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { getAnncDetail } from '@/lib/api/announcement-detail';
import { usePortalCall } from '@/lib/api/use-portal-call';
import { useSite } from '@/lib/site/site-context';
import { DetailState } from './detail-state';

/** fullVirtualReality: the listing's panorama, scrolled sideways, on a bare page. */
export function VirtualReality() {
  const t = useTranslations('portal');
  const site = useSite();
  const id = useSearchParams().get('id');
  const { data, error, isLoading, mutate } = usePortalCall(
    getAnncDetail,
    id ? { PlatformId: site.PlatformId, AnncId: id } : null,
  );
  if (!id || !data) return <DetailState hasId={Boolean(id)} query={{ isLoading, error, mutate }} />;
  return (
    <section data-testid="virtual-reality">
      <h2 className="mb-3 text-base font-medium">{data.Title}</h2>
      <div className="h-[520px] overflow-x-auto rounded bg-ink" aria-label={t('map.vr')}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the panorama comes from the attachment host */}
        <img
          src={data.ImageUrl ?? `${site.StaticApi}/images/portal/annc-placeholder.svg`}
          alt={data.Title}
          className="h-full w-auto max-w-none"
        />
      </div>
      <p className="mt-2 text-muted">{t('map.vrHint')}</p>
    </section>
  );
}
