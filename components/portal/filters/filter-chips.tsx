'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { appliesTo, filterParams, type FilterParam } from '@/lib/contract/list-params';
import { clearedFilters, type ListFilters, type ListQuery } from '@/lib/portal/list-query';
import { findRegion, type RegionCity } from '@/lib/portal/regions';
import { formatFilterAmount } from '@/lib/format/money';
import type { ListQueryState } from '@/components/portal/use-list-query';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * What the chip of a filter says, or null when it is not set: 地区：郑州市, 价格：1,000 元 至
 * 5,000 元. The chip's message names are the table's (list-params.ts).
 */
export function chipLabel(
  row: FilterParam,
  query: ListFilters,
  { t, regions, lease }: { t: Translate; regions: readonly RegionCity[]; lease: boolean },
): string | null {
  const values = row.fields.map((name) => query[name as keyof ListFilters]) as Array<string | number | null>;
  if (values.every((value) => value === null)) return null;
  const range = ([from, to]: Array<string | null>) =>
    from && to
      ? t('rangeBoth', { from, to })
      : from
        ? t('rangeFrom', { from })
        : t('rangeTo', { to: to ?? '' });
  const form = row.form;
  switch (form.kind) {
    case 'region': {
      const code = String(values[0]);
      const found = findRegion(regions, code);
      const name = found ? `${found.city.name}${found.county ? ` ${found.county.name}` : ''}` : code;
      return t(form.chip, { name });
    }
    case 'category':
      return t(form.chip, { name: t(`categories.${String(values[0])}`) });
    case 'amount': {
      const message = lease && form.leaseValue ? form.leaseValue : form.value;
      const amounts = values.map((amount) =>
        amount === null ? null : t(message, { amount: formatFilterAmount(Number(amount)) }),
      );
      return t(form.chip, { range: range(amounts) });
    }
    case 'days':
      return t(form.chip, { range: range(values as Array<string | null>) });
  }
}

type Chip = { key: string; label: string; clear: Partial<ListQuery> };

/** The filters set, each with its own clear button, and one to clear them all. */
export function FilterChips({ state, lease }: { state: ListQueryState; lease: boolean }) {
  const t = useTranslations('listFilters') as unknown as Translate;
  const { chosen: query, regions, go } = state;
  const chips: Chip[] = filterParams
    .filter((row) => appliesTo(row, lease))
    .flatMap((row) => {
      const label = chipLabel(row, query, { t, regions, lease });
      const clear = Object.fromEntries(row.fields.map((name) => [name, null])) as Partial<ListQuery>;
      return label === null ? [] : [{ key: row.key, label, clear }];
    });
  if (chips.length === 0) return null;
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
          onClick={() => go({ ...clearedFilters(query), page: 1 })}
          className="px-2 text-muted hover:text-primary"
        >
          {t('clearAll')}
        </button>
      </li>
    </ul>
  );
}
