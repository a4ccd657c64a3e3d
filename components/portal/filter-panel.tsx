'use client';

import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { AmountInput } from '@/components/input/amount-input';
import { isDay, noFilters, readPriceBound, type ListFilters } from '@/lib/portal/list-query';
import { findRegion } from '@/lib/portal/regions';
import type { ListQueryState } from './use-list-query';

type Props = { state: ListQueryState; lease: boolean; onDone?: () => void };

const priceFields = ['priceMin', 'priceMax'] as const;
type PriceField = (typeof priceFields)[number];

type Draft = {
  city: string;
  county: string;
  category: string;
  priceMin: string;
  priceMax: string;
  publishedFrom: string;
  publishedTo: string;
  bidFrom: string;
  bidTo: string;
};

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

type InputProps = InputHTMLAttributes<HTMLInputElement>;

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
 * The filter form (loaded when first shown): region (city, then county), category, price or rent,
 * the publish and bidding days. Nothing changes until 确定; 重置 empties the form.
 */
export default function FilterPanel({ state, lease, onDone }: Props) {
  const t = useTranslations('listFilters');
  // The visitor's latest choice, not the address: while a choice applies, the form shows it.
  const { chosen, regions, categories, go } = state;
  const [draft, setDraft] = useState<Draft>(() => draftOf(chosen, regions));
  // The bounds 确定 could not read: named under the fields until they change, and nothing applied.
  const [unreadable, setUnreadable] = useState<ReadonlyArray<PriceField>>([]);
  const priceErrorId = `${useId()}-price-error`;
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((before) => ({
      ...before,
      [name]: event.target.value,
      ...(name === 'city' ? { county: '' } : {}),
    }));
  // SPEC §5's amount rule, as every other amount field; a bound is never negative.
  const price = (name: PriceField) => (
    <AmountInput
      unsigned
      className={field}
      aria-label={t(name)}
      placeholder={t(name)}
      aria-invalid={unreadable.includes(name) || undefined}
      aria-describedby={unreadable.includes(name) ? priceErrorId : undefined}
      value={draft[name]}
      onValueChange={(value) => {
        setDraft((before) => ({ ...before, [name]: value }));
        setUnreadable((before) => before.filter((other) => other !== name));
      }}
    />
  );
  const day = (name: keyof Draft, label: string): InputProps => ({
    type: 'date',
    'aria-label': label,
    value: draft[name],
    onChange: set(name),
  });
  // A city tenant's own city is the only one: only its counties are a choice.
  const city = regions.length === 1 ? regions[0]! : regions.find((item) => item.code === draft.city);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = priceFields.filter((name) => readPriceBound(draft[name]) === 'unreadable');
    setUnreadable(refused);
    if (refused.length > 0) return;
    go({
      ...filtersOf(draft, regions.length === 1 ? (regions[0]?.code ?? '') : ''),
      sort: chosen.sort,
      page: 1,
    });
    onDone?.();
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 elder:lg:grid-cols-2"
      data-testid="filter-panel"
    >
      {regions.length > 1 ? (
        <Choice
          label={t('city')}
          any={t('anyRegion')}
          value={draft.city}
          onChange={set('city')}
          options={regions.map((item) => [item.code, item.name])}
        />
      ) : null}
      {city && city.counties.length > 0 ? (
        <Choice
          label={t('county')}
          any={t('anyCounty')}
          value={draft.county}
          onChange={set('county')}
          options={city.counties.map((item) => [item.code, item.name])}
        />
      ) : null}
      <Choice
        label={t('category')}
        any={t('anyCategory')}
        value={draft.category}
        onChange={set('category')}
        options={categories.map((id) => [id, t(`categories.${id}` as 'categories.vehicle')])}
      />
      <Range
        legend={t(lease ? 'rent' : 'price')}
        from={price('priceMin')}
        to={price('priceMax')}
        error={
          unreadable.length > 0 ? (
            <p id={priceErrorId} role="alert" className="text-xs text-alert" data-testid="price-error">
              {t('priceUnreadable', { fields: unreadable.map((name) => t(name)).join('、') })}
            </p>
          ) : null
        }
      />
      {(['published', 'bid'] as const).map((window) => (
        <Range
          key={window}
          legend={t(window)}
          from={<input className={field} {...day(`${window}From`, `${t(window)} ${t('from')}`)} />}
          to={<input className={field} {...day(`${window}To`, `${t(window)} ${t('to')}`)} />}
        />
      ))}
      <div className="flex items-end gap-2">
        <button type="submit" className="rounded bg-primary px-4 py-1.5 text-white hover:bg-primary-hover">
          {t('apply')}
        </button>
        <button
          type="button"
          onClick={() => {
            setDraft(draftOf(noFilters, regions));
            setUnreadable([]);
          }}
          className="rounded border border-line px-4 py-1.5 hover:text-primary"
        >
          {t('reset')}
        </button>
      </div>
    </form>
  );
}

function draftOf(query: ListFilters, regions: ListQueryState['regions']): Draft {
  const found = query.region ? findRegion(regions, query.region) : null;
  return {
    city: found?.city.code ?? '',
    county: found?.county?.code ?? '',
    category: query.category ?? '',
    priceMin: query.priceMin?.toString() ?? '',
    priceMax: query.priceMax?.toString() ?? '',
    publishedFrom: query.publishedFrom ?? '',
    publishedTo: query.publishedTo ?? '',
    bidFrom: query.bidFrom ?? '',
    bidTo: query.bidTo ?? '',
  };
}

/**
 * What the form says (its price bounds already read, see submit): an unreadable day is no filter,
 * a reversed range is turned round.
 */
function filtersOf(draft: Draft, ownCity: string): Partial<ListFilters> {
  const amount = (text: string) => {
    const bound = readPriceBound(text);
    return bound === 'unreadable' ? null : bound;
  };
  const [priceMin, priceMax] = ordered(amount(draft.priceMin), amount(draft.priceMax));
  const day = (text: string) => (isDay(text) ? text : null);
  const [publishedFrom, publishedTo] = ordered(day(draft.publishedFrom), day(draft.publishedTo));
  const [bidFrom, bidTo] = ordered(day(draft.bidFrom), day(draft.bidTo));
  const region = draft.county || draft.city || null;
  return {
    region: region === ownCity ? null : region,
    category: draft.category || null,
    priceMin,
    priceMax,
    publishedFrom,
    publishedTo,
    bidFrom,
    bidTo,
  };
}

function ordered<T extends number | string>(a: T | null, b: T | null): [T | null, T | null] {
  return a !== null && b !== null && a > b ? [b, a] : [a, b];
}
