'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { noFilters, type ListFilters, type ListQuery } from '@/lib/portal/list-query';
import { findRegion } from '@/lib/portal/regions';
import type { ListQueryState } from './use-list-query';

type Chip = { key: string; label: string; clear: Partial<ListQuery> };

/** The filters set, each with its own clear button, and one to clear them all. */
export function FilterChips({ state, lease }: { state: ListQueryState; lease: boolean }) {
  const t = useTranslations('listFilters');
  const { chosen: query, regions, go } = state;
  const range = (from: string | null, to: string | null) =>
    from && to
      ? t('rangeBoth', { from, to })
      : from
        ? t('rangeFrom', { from })
        : t('rangeTo', { to: to ?? '' });
  const money = (amount: number | null) =>
    amount === null
      ? null
      : t(lease ? 'rentValue' : 'priceValue', { amount: amount.toLocaleString('zh-CN') });
  const chips: Chip[] = [];
  if (query.region) {
    const found = findRegion(regions, query.region);
    const name = found ? `${found.city.name}${found.county ? ` ${found.county.name}` : ''}` : query.region;
    chips.push({ key: 'region', label: t('chipRegion', { name }), clear: { region: null } });
  }
  if (query.category)
    chips.push({
      key: 'category',
      label: t('chipCategory', { name: t(`categories.${query.category}` as 'categories.vehicle') }),
      clear: { category: null },
    });
  if (query.priceMin !== null || query.priceMax !== null)
    chips.push({
      key: 'price',
      label: t('chipPrice', { range: range(money(query.priceMin), money(query.priceMax)) }),
      clear: { priceMin: null, priceMax: null },
    });
  if (query.publishedFrom || query.publishedTo)
    chips.push({
      key: 'published',
      label: t('chipPublished', { range: range(query.publishedFrom, query.publishedTo) }),
      clear: { publishedFrom: null, publishedTo: null },
    });
  if (query.bidFrom || query.bidTo)
    chips.push({
      key: 'bid',
      label: t('chipBid', { range: range(query.bidFrom, query.bidTo) }),
      clear: { bidFrom: null, bidTo: null },
    });
  if (chips.length === 0) return null;
  const all: Partial<ListFilters> = { ...noFilters, sort: query.sort };
  return (
    <ul
      aria-label={t('active')}
      className="mb-3 flex flex-wrap items-center gap-2"
      data-testid="filter-chips"
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => go({ ...chip.clear, page: 1 })}
            aria-label={t('clear', { label: chip.label })}
            className="rounded-full border border-primary px-3 py-0.5 text-primary hover:bg-primary hover:text-white"
            data-testid="filter-chip"
          >
            {chip.label} ×
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => go({ ...all, page: 1 })}
          className="px-2 text-muted hover:text-primary"
        >
          {t('clearAll')}
        </button>
      </li>
    </ul>
  );
}
