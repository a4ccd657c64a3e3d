'use client';

import { Fragment, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { AmountInput } from '@/components/input/amount-input';
import { appliesTo, filterParams, type FilterParam as Row } from '@/lib/contract/list-params';
import {
  activeFilterCount,
  clearedFilters,
  isDay,
  noFilters,
  readAmountBound,
  type ListFilters,
} from '@/lib/portal/list-query';
import { findRegion } from '@/lib/portal/regions';
import type { ListQueryState } from '@/components/portal/use-list-query';

type Props = { state: ListQueryState; lease: boolean; onDone?: () => void };

/** What the fields hold: `city` and `county` for the region, else by the query's field names. */
type Draft = Record<string, string>;

const field = 'w-full rounded border border-line bg-white px-2 py-1.5';

type ChoiceProps = {
  label: string;
  /** The first option, which sets no filter. */
  any: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  /** Value and shown name of each option. */
  options: [string, string][];
};

type RangeProps = { legend: string; from: ReactNode; to: ReactNode; error?: ReactNode };

/** Two fields under one legend, from and to, and what is wrong with them under both. */
function Range({ legend, from, to, error }: RangeProps) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1">{legend}</legend>
      {/* In 长者模式 the larger date fields take a line each rather than run over the next field. */}
      <div className="flex items-center gap-1 elder:flex-wrap">
        {from}
        <span aria-hidden="true" className="elder:hidden">
          –
        </span>
        {to}
      </div>
      {error}
    </fieldset>
  );
}

function Choice({ label, any, value, onChange, options }: ChoiceProps) {
  return (
    <label className="grid gap-1">
      <span>{label}</span>
      <select className={field} value={value} onChange={onChange}>
        <option value="">{any}</option>
        {options.map(([optionValue, name]) => (
          <option key={optionValue} value={optionValue}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The filter form (loaded when first shown): one part for each filter of the list-parameter table
 * that this list has (region as city then county, category, amounts, days). Nothing changes until
 * 确定; 重置 clears the list's filters, not only the form's.
 */
export default function FilterPanel({ state, lease, onDone }: Props) {
  const translate = useTranslations('listFilters');
  // The table names its messages; a unit test holds each name to the catalogue.
  const t = translate as unknown as (key: string, values?: Record<string, unknown>) => string;
  // The visitor's latest choice, not the address: while a choice applies, the form shows it.
  const { chosen, regions, categories, go } = state;
  const rows = filterParams.filter((row) => appliesTo(row, lease));
  const [draft, setDraft] = useState<Draft>(() => draftOf(chosen, regions));
  // The bounds 确定 could not read: named under their fields until they change, and nothing applied.
  const [unreadable, setUnreadable] = useState<ReadonlyArray<string>>([]);
  const errorId = useId();
  const set = (name: string) => (event: { target: { value: string } }) =>
    setDraft((before) => ({
      ...before,
      [name]: event.target.value,
      ...(name === 'city' ? { county: '' } : {}),
    }));
  // A city tenant's own city is the only one: only its counties are a choice.
  const city = regions.length === 1 ? regions[0]! : regions.find((item) => item.code === draft.city);

  const part = (row: Row): ReactNode => {
    const form = row.form;
    switch (form.kind) {
      case 'region':
        return (
          <>
            {regions.length > 1 ? (
              <Choice
                label={t('city')}
                any={t('anyRegion')}
                value={draft.city ?? ''}
                onChange={set('city')}
                options={regions.map((item) => [item.code, item.name])}
              />
            ) : null}
            {city && city.counties.length > 0 ? (
              <Choice
                label={t('county')}
                any={t('anyCounty')}
                value={draft.county ?? ''}
                onChange={set('county')}
                options={city.counties.map((item) => [item.code, item.name])}
              />
            ) : null}
          </>
        );
      case 'category':
        return (
          <Choice
            label={t('category')}
            any={t('anyCategory')}
            value={draft.category ?? ''}
            onChange={set('category')}
            options={categories.map((id) => [id, t(`categories.${id}`)])}
          />
        );
      case 'amount': {
        const refused: string[] = row.fields.filter((name) => unreadable.includes(name));
        const id = `${errorId}-${row.key}-error`;
        // SPEC §5's amount rule, as every other amount field, with 万 beside it; never negative.
        const bound = (name: string, label: string) => (
          <AmountInput
            unsigned
            tenThousands
            className={field}
            aria-label={label}
            placeholder={label}
            aria-invalid={refused.includes(name) || undefined}
            aria-describedby={refused.includes(name) ? id : undefined}
            value={draft[name] ?? ''}
            onValueChange={(value) => {
              setDraft((before) => ({ ...before, [name]: value }));
              setUnreadable((before) => before.filter((other) => other !== name));
            }}
          />
        );
        const [min = '', max = ''] = row.fields;
        const labelOf = (name: string) => t(name === min ? form.min : form.max);
        return (
          <Range
            legend={t(lease && form.leaseLegend ? form.leaseLegend : form.legend)}
            from={bound(min, t(form.min))}
            to={bound(max, t(form.max))}
            error={
              refused.length > 0 ? (
                <p id={id} role="alert" className="text-xs text-alert" data-testid={`${row.key}-error`}>
                  {t(form.unreadable, { fields: refused.map((name) => labelOf(name)).join('、') })}
                </p>
              ) : null
            }
          />
        );
      }
      case 'days': {
        const legend = t(form.legend);
        const [from = '', to = ''] = row.fields;
        const day = (name: string, label: string) => (
          <input
            className={field}
            type="date"
            aria-label={`${legend} ${label}`}
            value={draft[name] ?? ''}
            onChange={set(name)}
          />
        );
        return <Range legend={legend} from={day(from, t('from'))} to={day(to, t('to'))} />;
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = rows
      .filter((row) => row.form.kind === 'amount')
      .flatMap((row) => row.fields.filter((name) => readAmountBound(draft[name] ?? '') === 'unreadable'));
    setUnreadable(refused);
    if (refused.length > 0) return;
    go({ ...filtersOf(draft, rows, regions.length === 1 ? (regions[0]?.code ?? '') : ''), page: 1 });
    onDone?.();
  };

  const reset = () => {
    setDraft(draftOf(noFilters, regions));
    setUnreadable([]);
    // The list's filters, not only the form's: the address, the chips and the results follow.
    if (activeFilterCount(chosen) > 0) go({ ...clearedFilters(chosen), page: 1 });
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 elder:lg:grid-cols-2"
      data-testid="filter-panel"
    >
      {rows.map((row) => (
        <Fragment key={row.key}>{part(row)}</Fragment>
      ))}
      <div className="flex items-end gap-2">
        <button type="submit" className="rounded bg-primary px-4 py-1.5 text-white hover:bg-primary-hover">
          {t('apply')}
        </button>
        <button
          type="button"
          onClick={reset}
          className="rounded border border-line px-4 py-1.5 hover:text-primary"
        >
          {t('reset')}
        </button>
      </div>
    </form>
  );
}

/** The form's fields as the query holds them. */
function draftOf(query: ListFilters, regions: ListQueryState['regions']): Draft {
  const found = query.region ? findRegion(regions, query.region) : null;
  const draft: Draft = { city: found?.city.code ?? '', county: found?.county?.code ?? '' };
  for (const row of filterParams)
    for (const name of row.fields) {
      const value = query[name as keyof ListFilters];
      draft[name] = value === null ? '' : String(value);
    }
  return draft;
}

/**
 * What the form says (its amount bounds already read, see submit): an unreadable day is no filter,
 * a reversed range is turned round, a filter the list does not have is none.
 */
function filtersOf(draft: Draft, rows: readonly Row[], ownCity: string): Partial<ListFilters> {
  const filters: Record<string, unknown> = {};
  for (const row of filterParams) {
    const [first, second = first] = row.fields as ReadonlyArray<keyof ListFilters>;
    if (!first || !second) continue;
    if (!rows.includes(row)) {
      for (const name of row.fields) filters[name] = null;
      continue;
    }
    switch (row.form.kind) {
      case 'region': {
        const region = draft.county || draft.city || null;
        filters[first] = region === ownCity ? null : region;
        break;
      }
      case 'category':
        filters[first] = draft[first] || null;
        break;
      case 'amount': {
        const amount = (text = '') => {
          const bound = readAmountBound(text);
          return bound === 'unreadable' ? null : bound;
        };
        [filters[first], filters[second]] = ordered(amount(draft[first]), amount(draft[second]));
        break;
      }
      case 'days': {
        const day = (text = '') => (isDay(text) ? text : null);
        [filters[first], filters[second]] = ordered(day(draft[first]), day(draft[second]));
        break;
      }
    }
  }
  return filters as Partial<ListFilters>;
}

function ordered<T extends number | string>(a: T | null, b: T | null): [T | null, T | null] {
  return a !== null && b !== null && a > b ? [b, a] : [a, b];
}
