import type { QueryAnncListRequest } from '@/lib/contract/announcements';
import {
  anncSorts,
  anncStates,
  dayPattern,
  oneOf,
  type AnncKind,
  type AnncSort,
  type AnncState,
} from '@/lib/contract/announcement-values';
import { cleanSearchWord } from '@/lib/input/search-word';

/** Cards a list page shows: three rows of four. */
export const LIST_PAGE_SIZE = 12;

/** The filters of a list, each null when unset (sort: `newest`). */
export type ListFilters = {
  region: string | null;
  category: string | null;
  priceMin: number | null;
  priceMax: number | null;
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
  publishedFrom: null,
  publishedTo: null,
  bidFrom: null,
  bidTo: null,
  sort: 'newest',
};

export const firstListPage: ListQuery = { word: '', page: 1, state: null, ...noFilters };

/**
 * The address parameters of the filters, as `readListQuery` reads and `writeListQuery` writes them:
 * what the early call (which knows only `word`, `state` and `page`) leaves to the page.
 */
export const listFilterParams = [
  'region',
  'type',
  'price',
  'publishedFrom',
  'publishedTo',
  'bidFrom',
  'bidTo',
  'sort',
] as const;

/** What the tenant's filters know: a region or category the address names and they do not is dropped. */
export type FilterChoices = { regions: ReadonlySet<string>; categories: readonly string[] };

/**
 * Reads the list position from the address: `?word=` from the header search (cleaned as the box
 * cleans it), `page`, `state`, and
 * the filters `region`, `type`, `price` (`min-max`, either side may be empty), `publishedFrom`,
 * `publishedTo`, `bidFrom`, `bidTo` (days) and `sort`. The address is anyone's to write: a value
 * that is unknown or malformed is dropped, never an error, so the list still shows.
 */
export function readListQuery(search: URLSearchParams, choices?: FilterChoices): ListQuery {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  const state = oneOf(anncStates, search.get('state'));
  const sort = oneOf(anncSorts, search.get('sort'));
  const region = search.get('region');
  const category = search.get('type');
  const price = readPrice(search.get('price'));
  const published = readDays(search.get('publishedFrom'), search.get('publishedTo'));
  const bid = readDays(search.get('bidFrom'), search.get('bidTo'));
  return {
    word: cleanSearchWord(search.get('word') ?? ''),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    state,
    region: region && choices?.regions.has(region) ? region : null,
    category: category && choices?.categories.includes(category) ? category : null,
    priceMin: price.min,
    priceMax: price.max,
    publishedFrom: published.from,
    publishedTo: published.to,
    bidFrom: bid.from,
    bidTo: bid.to,
    sort: sort ?? 'newest',
  };
}

const amountPattern = /^\d{1,12}(\.\d{1,2})?$/;

/** `min-max` in yuan: one side may be empty; both empty, anything else, or min above max is none. */
function readPrice(value: string | null): { min: number | null; max: number | null } {
  const none = { min: null, max: null };
  const parts = value?.split('-');
  if (parts?.length !== 2) return none;
  const [min, max] = parts.map((part) =>
    amountPattern.test(part) ? Number(part) : part === '' ? null : NaN,
  );
  if (Number.isNaN(min) || Number.isNaN(max) || (min === null && max === null)) return none;
  if (min != null && max != null && min > max) return none;
  return { min: min ?? null, max: max ?? null };
}

/**
 * A price or rent bound as the filter form holds it (typed under the amount rule, so digits and at
 * most one dot): empty is no bound, a trailing dot is forgiven, and anything `price` in the
 * address cannot carry (more than 12 whole digits) is `unreadable`, for the form to say so rather
 * than let the bound vanish.
 */
export function readPriceBound(text: string): number | null | 'unreadable' {
  const trimmed = text.trim().replace(/\.$/, '');
  if (trimmed === '') return null;
  return amountPattern.test(trimmed) ? Number(trimmed) : 'unreadable';
}

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30). */
export function isDay(value: string | null): value is string {
  if (!value || !dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A window of days: each side a real day or none; a window that ends before it starts is none. */
function readDays(from: string | null, to: string | null): { from: string | null; to: string | null } {
  const start = isDay(from) ? from : null;
  const end = isDay(to) ? to : null;
  if (start && end && start > end) return { from: null, to: null };
  return { from: start, to: end };
}

/** The query string of a list position; defaults are left out so addresses stay short. */
export function writeListQuery(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.word) params.set('word', query.word);
  if (query.state) params.set('state', query.state);
  if (query.region) params.set('region', query.region);
  if (query.category) params.set('type', query.category);
  if (query.priceMin !== null || query.priceMax !== null)
    params.set('price', `${query.priceMin ?? ''}-${query.priceMax ?? ''}`);
  if (query.publishedFrom) params.set('publishedFrom', query.publishedFrom);
  if (query.publishedTo) params.set('publishedTo', query.publishedTo);
  if (query.bidFrom) params.set('bidFrom', query.bidFrom);
  if (query.bidTo) params.set('bidTo', query.bidTo);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How many filters of the panel are set (the 筛选 button shows it); price and each window count once. */
export function activeFilterCount(query: ListFilters): number {
  return [
    query.region,
    query.category,
    query.priceMin ?? query.priceMax,
    query.publishedFrom ?? query.publishedTo,
    query.bidFrom ?? query.bidTo,
  ].filter((value) => value !== null).length;
}

/**
 * The list call of a list position: the page's own read and its early call are the same request.
 * Filters are sent only when set, so an unfiltered request is the SPEC's request unchanged.
 */
export function anncListRequest(platformId: string, kind: AnncKind, query: ListQuery): QueryAnncListRequest {
  const request: QueryAnncListRequest = {
    PlatformId: platformId,
    Kind: kind,
    State: query.state,
    Word: query.word,
    PageIndex: query.page,
    PageSize: LIST_PAGE_SIZE,
  };
  if (query.region) request.Region = query.region;
  if (query.category) request.Category = query.category;
  if (query.priceMin !== null) request.PriceMin = query.priceMin;
  if (query.priceMax !== null) request.PriceMax = query.priceMax;
  if (query.publishedFrom) request.PublishFrom = query.publishedFrom;
  if (query.publishedTo) request.PublishTo = query.publishedTo;
  if (query.bidFrom) request.BidFrom = query.bidFrom;
  if (query.bidTo) request.BidTo = query.bidTo;
  if (query.sort !== 'newest') request.Sort = query.sort;
  return request;
}
