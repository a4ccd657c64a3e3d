import { anncSorts, anncStates, oneOf, type AnncSort, type AnncState } from './announcement-values';
import { cleanSearchWord } from '@/lib/input/search-word';
import { paramKinds, type ListParam, type ParamForm, type RequestField } from './list-param-kinds';

/**
 * The parameters of an announcement list, one row each (docs/architecture.md "Add a list
 * filter"): its address names, the fields of the list query it owns, its request fields, how it
 * reads and writes them, its form, chip and message keys, whether a saved search keeps it and
 * whether the early call's script reads it. The address reader and writer, the list request, the
 * early call's plan, the filter form, the chips, saved searches, the request schema and the
 * sandbox's query all read this table. It lives in the contract because the sandbox may import
 * nothing else of lib/.
 */

/** The filters of a list, each null when unset (sort: `newest`). */
export type ListFilters = {
  region: string | null;
  category: string | null;
  priceMin: number | null;
  priceMax: number | null;
  /** Floor area in square metres: lease and small-lease lists only. */
  areaMin: number | null;
  areaMax: number | null;
  publishedFrom: string | null;
  publishedTo: string | null;
  bidFrom: string | null;
  bidTo: string | null;
  sort: AnncSort;
};

export type ListQuery = { word: string; page: number; state: AnncState | null } & ListFilters;

export const noFilters: ListFilters = {
  region: null,
  category: null,
  priceMin: null,
  priceMax: null,
  areaMin: null,
  areaMax: null,
  publishedFrom: null,
  publishedTo: null,
  bidFrom: null,
  bidTo: null,
  sort: 'newest',
};

export const firstListPage: ListQuery = { word: '', page: 1, state: null, ...noFilters };

/** The lease variants of SPEC §2, whose lists have a rent and an area. */
export const leasePlatforms: readonly string[] = ['LeaseClientApp', 'SmallLeaseClientApp'];

type Row = ListParam<ListQuery>;
const { choice, amountRange, dayWindow } = paramKinds<ListQuery>();

/** SPEC §7's own: the header search word, cleaned as the search box cleans it. */
const word: Row = {
  key: 'word',
  params: ['word'],
  fields: ['word'],
  request: {},
  read: (get) => ({ word: cleanSearchWord(get('word') ?? '') }),
  write: (query) => (query.word ? [['word', query.word]] : []),
  toRequest: (query) => ({ Word: query.word }),
  saved: true,
  early: { field: 'Word', kind: 'text' },
};

/** SPEC §7's own: the state tab, null for 全部. */
const state: Row = {
  key: 'state',
  params: ['state'],
  fields: ['state'],
  request: {},
  read: (get) => ({ state: oneOf(anncStates, get('state')) }),
  write: (query) => (query.state ? [['state', query.state]] : []),
  toRequest: (query) => ({ State: query.state }),
  saved: true,
  early: { field: 'State', kind: 'oneOf', values: anncStates },
};

/** SPEC §7's own: the page, from 1; a saved search opens at the first. */
const page: Row = {
  key: 'page',
  params: ['page'],
  fields: ['page'],
  request: {},
  read: (get) => {
    const value = Number.parseInt(get('page') ?? '', 10);
    return { page: Number.isFinite(value) && value >= 1 ? value : 1 };
  },
  write: (query) => (query.page > 1 ? [['page', String(query.page)]] : []),
  toRequest: (query) => ({ PageIndex: query.page }),
  saved: false,
  early: { field: 'PageIndex', kind: 'page' },
};

const sort = {
  key: 'sort',
  params: ['sort'],
  fields: ['sort'],
  request: { Sort: { value: 'sort', match: 'order' } },
  read: (get) => ({ sort: oneOf(anncSorts, get('sort')) ?? ('newest' as const) }),
  write: (query) => (query.sort !== 'newest' ? [['sort', query.sort]] : []),
  toRequest: (query) => (query.sort !== 'newest' ? { Sort: query.sort } : {}),
  saved: true,
} satisfies Row;

/** The filters, in the order the form, the chips and the address show them. */
const filters = {
  region: choice({
    key: 'region',
    param: 'region',
    field: 'region',
    request: ['Region', { value: 'region', match: 'place' }],
    allowed: (value, choices) => choices.regions.has(value),
    form: { kind: 'region', chip: 'chipRegion' },
  }),
  category: choice({
    key: 'category',
    param: 'type',
    field: 'category',
    request: ['Category', { value: 'category', match: 'equals' }],
    allowed: (value, choices) => choices.categories.includes(value),
    form: { kind: 'category', chip: 'chipCategory' },
  }),
  price: amountRange({
    key: 'price',
    param: 'price',
    fields: ['priceMin', 'priceMax'],
    request: ['PriceMin', 'PriceMax'],
    form: {
      kind: 'amount',
      legend: 'price',
      leaseLegend: 'rent',
      min: 'priceMin',
      max: 'priceMax',
      unreadable: 'priceUnreadable',
      chip: 'chipPrice',
      value: 'priceValue',
      leaseValue: 'rentValue',
    },
  }),
  area: amountRange({
    key: 'area',
    param: 'area',
    fields: ['areaMin', 'areaMax'],
    request: ['AreaMin', 'AreaMax'],
    form: {
      kind: 'amount',
      legend: 'area',
      min: 'areaMin',
      max: 'areaMax',
      unreadable: 'areaUnreadable',
      chip: 'chipArea',
      value: 'areaValue',
    },
    only: 'lease',
  }),
  published: dayWindow({
    key: 'published',
    params: ['publishedFrom', 'publishedTo'],
    fields: ['publishedFrom', 'publishedTo'],
    request: ['PublishFrom', 'PublishTo'],
    form: { kind: 'days', legend: 'published', chip: 'chipPublished' },
  }),
  bid: dayWindow({
    key: 'bid',
    params: ['bidFrom', 'bidTo'],
    fields: ['bidFrom', 'bidTo'],
    request: ['BidFrom', 'BidTo'],
    form: { kind: 'days', legend: 'bid', chip: 'chipBid' },
  }),
} satisfies Record<string, Row>;

/** The name of each filter of the form: the sandbox maps each to its column. */
export type FilterKey = keyof typeof filters;

/** A filter of the form: a row with a form and a chip. */
export type FilterParam = Row & { key: FilterKey; form: ParamForm };

export const filterParams: readonly FilterParam[] = Object.values(filters) as FilterParam[];

/** Every parameter of a list, in the order its address writes them. */
export const listParams: readonly Row[] = [word, state, ...filterParams, sort, page];

/** Whether a row is part of this list: the lease rows on lease lists only. */
export function appliesTo(row: Row, lease: boolean | undefined): boolean {
  return row.only !== 'lease' || lease !== false;
}

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** The request fields beyond SPEC, by name, each with what it holds (its schema's key). */
export type FilterRequestFields = Intersection<
  (typeof filters)[FilterKey]['request'] | (typeof sort)['request']
>;

/** Each request field beyond SPEC, in the table's order: announcement-filters.ts declares them from this. */
export const filterRequestFields = Object.entries(
  Object.assign({}, ...filterParams.map((row) => row.request), sort.request) as Record<string, RequestField>,
) as ReadonlyArray<[keyof FilterRequestFields & string, RequestField]>;
