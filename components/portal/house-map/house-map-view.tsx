'use client';

import { clientPart } from '@/components/ui/client-part';
import { useMemo, useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useCall } from '@/lib/api/use-call';
import {
  districtsOf,
  filterHouses,
  priceBands,
  type HouseFilter,
  type PriceBandKey,
} from '@/lib/portal/house-filter';
import { href } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';
import { LoadState } from '@/components/ui/load-state';
import { publicCall } from '@/lib/api/call-ref';
import { noticeOnFailure } from '@/components/ui/part-failed';
import type { LotDetailRoute } from '@/sites/record-routes';

const queryHouseMap = publicCall('queryHouseMap');

// Leaflet touches `window` on import: it loads in the browser, on this page only.
const HouseMapCanvas = clientPart(
  () => noticeOnFailure(import('./house-map-canvas').then((module) => module.default)),
  () => <div className="h-[60vh] min-h-[320px] animate-pulse rounded bg-canvas md:h-[520px]" />,
);

/** 地图找房: district and rent filters over a map of the platform's properties and their list. */
export function HouseMapView({ route }: { route: LotDetailRoute }) {
  const t = useTranslations('portal.map');
  const tHome = useTranslations('portal.home');
  const site = useSite();
  const [filter, setFilter] = useState<HouseFilter>({ district: null, price: null });
  const { data, error, isLoading, mutate } = useCall(queryHouseMap, { PlatformId: site.PlatformId });
  const houses = useMemo(() => filterHouses(data?.Items ?? [], filter), [data, filter]);
  const districts = useMemo(() => districtsOf(data?.Items ?? []), [data]);
  const detailHref = (id: string) => href(site, route, { id });
  const vrHref = (id: string) => href(site, 'fullVirtualReality', { id });
  const price = (value: number | null) =>
    value === null ? tHome('noPrice') : tHome('rent', { price: value });
  const select = 'rounded border border-line bg-white px-3 py-1.5';

  return (
    <div className="space-y-4" data-testid="map-find-house">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2">
          {t('district')}
          <select
            className={select}
            value={filter.district ?? ''}
            onChange={(event) => setFilter({ ...filter, district: event.target.value || null })}
            data-testid="district-filter"
          >
            <option value="">{t('all')}</option>
            {districts.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          {t('price')}
          <select
            className={select}
            value={filter.price ?? ''}
            onChange={(event) =>
              setFilter({ ...filter, price: (event.target.value || null) as PriceBandKey | null })
            }
            data-testid="price-filter"
          >
            <option value="">{t('all')}</option>
            {priceBands.map((band) => (
              <option key={band.key} value={band.key}>
                {t(`bands.${band.key}`)}
              </option>
            ))}
          </select>
        </label>
        {data ? (
          <span className="text-muted" role="status" data-testid="house-count">
            {t('count', { count: houses.length })}
          </span>
        ) : null}
      </div>
      <LoadState query={{ data, error, isLoading, mutate }}>
        {() => (
          <>
            <HouseMapCanvas
              houses={houses}
              detailHref={detailHref}
              vrHref={vrHref}
              label={t('title')}
              text={{ detail: t('detail'), vr: t('vr'), price }}
            />
            <h2 className="text-base font-medium">{t('listings')}</h2>
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3" data-testid="house-list">
              {houses.map((house) => (
                <li key={house.AnncId} className="flex items-center gap-3 rounded bg-white p-3 shadow-sm">
                  <a
                    href={detailHref(house.AnncId)}
                    className="min-w-0 flex-1 truncate hover:text-primary"
                    title={house.Title}
                  >
                    {house.Title}
                  </a>
                  <span className="shrink-0 text-alert">{price(house.Price)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </LoadState>
    </div>
  );
}
