'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { useCall } from '@/lib/api/use-call';
import { href } from '@/lib/site/navigation/paths';
import type { LotDetailRoute } from '@/sites/record-routes';
import { useSite } from '@/lib/site/site-context';
import { HomeFailure } from './home-failure';
import { publicCallOnUse } from '@/lib/api/call-ref';

// Its declaration loads when the block asks: only lease homes have this block.
const queryHouseMap = publicCallOnUse('queryHouseMap');

const FEATURED = 4;
const CARD_HEIGHT = 272;

/**
 * Featured lease properties: picture, rent, district, detail and 360° view links. Until `wanted`
 * (the visitor has come near the block, `HomeBlock`) it asks for nothing.
 */
export function HomeHouses({ route, wanted }: { route: LotDetailRoute; wanted: boolean }) {
  const t = useTranslations('portal.home');
  const site = useSite();
  const { data, error, mutate } = useCall(queryHouseMap, wanted ? { PlatformId: site.PlatformId } : null);
  const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4';
  if (error) return <HomeFailure error={error} onRetry={() => void mutate()} minHeight={CARD_HEIGHT} />;
  if (!data) {
    return (
      <div
        className={grid}
        role="status"
        aria-busy="true"
        aria-label={t('loading')}
        data-testid="home-skeleton"
      >
        {Array.from({ length: FEATURED }, (_, index) => (
          <div key={index} className="animate-pulse rounded bg-canvas" style={{ height: CARD_HEIGHT }} />
        ))}
      </div>
    );
  }
  return (
    <ul className={grid} data-testid="home-houses">
      {data.Items.slice(0, FEATURED).map((house) => (
        <li
          key={house.AnncId}
          className="overflow-hidden rounded border border-line bg-white elder:h-auto!"
          style={{ height: CARD_HEIGHT, minHeight: CARD_HEIGHT }}
          data-testid="home-house"
        >
          <a href={href(site, route, { id: house.AnncId })}>
            {/* eslint-disable-next-line @next/next/no-img-element -- attachment host, static export */}
            <img
              src={house.ImageUrl ?? `${site.StaticApi}/images/portal/annc-placeholder.svg`}
              alt={house.Title}
              width={570}
              height={360}
              loading="lazy"
              className="h-[180px] w-full bg-canvas object-cover"
            />
          </a>
          <div className="space-y-1 p-3">
            <p className="truncate font-medium elder:whitespace-normal" title={house.Title}>
              {house.Title}
            </p>
            <p className="flex justify-between text-xs text-muted">
              <span>{house.District ?? ''}</span>
              <span className="text-base font-bold text-alert" data-testid="house-price">
                {house.Price === null ? t('noPrice') : t('rent', { price: house.Price })}
              </span>
            </p>
            {house.PanoramaUrl ? (
              <a
                href={href(site, 'fullVirtualReality', { id: house.AnncId })}
                className="inline-block text-xs text-primary hover:underline"
              >
                {t('vrEntry')}
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
