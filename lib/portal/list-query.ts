import type { QueryAnncListRequest } from '@/lib/contract/announcements';
import type { AnncKind } from '@/lib/contract/announcement-values';
import type { FilterChoices } from '@/lib/contract/list-param-kinds';
import {
  appliesTo,
  filterParams,
  firstListPage,
  listParams,
  noFilters,
  type ListFilters,
  type ListQuery,
} from '@/lib/contract/list-params';

export { isDay, readAmountBound } from '@/lib/contract/list-param-kinds';
export { firstListPage, noFilters, type FilterChoices, type ListFilters, type ListQuery };

/** Cards a list page shows: three rows of four. */
export const LIST_PAGE_SIZE = 12;

/**
 * The address parameters the early call's script does not read (the filters and the sort), which
 * it leaves to the page; on a list that is not a lease's, its lease-only parameters are none of
 * the list's, and the script reads the address as the page does, without them.
 */
export function pageOnlyParams(lease?: boolean): string[] {
  return listParams.filter((row) => !row.early && appliesTo(row, lease)).flatMap((row) => [...row.params]);
}

/** Every filter parameter of any list's address (list-params.ts). */
export const listFilterParams: readonly string[] = pageOnlyParams();

/**
 * Reads the list position from the address, each parameter as its row in list-params.ts reads
 * it. The address is anyone's to write: a value that is unknown or malformed is dropped, never an
 * error, so the list still shows. Without `choices`, regions and categories are dropped.
 */
export function readListQuery(search: URLSearchParams, choices?: FilterChoices): ListQuery {
  const get = (name: string) => search.get(name);
  return listParams.reduce<ListQuery>(
    (query, row) => (appliesTo(row, choices?.lease) ? { ...query, ...row.read(get, choices) } : query),
    { ...firstListPage },
  );
}

/** The query string of a list position; defaults are left out so addresses stay short. */
export function writeListQuery(query: ListQuery): string {
  const params = new URLSearchParams(listParams.flatMap((row) => row.write(query)));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How many filters of the panel are set (the 筛选 button shows it); a range counts once. */
export function activeFilterCount(query: ListFilters): number {
  return filterParams.filter((row) => row.fields.some((field) => query[field as keyof ListFilters] !== null))
    .length;
}

/** The filters of a list cleared, its sort kept: 清除全部 and 重置. */
export function clearedFilters(query: ListFilters): ListFilters {
  return { ...noFilters, sort: query.sort };
}

/**
 * The list call of a list position: the page's own read and its early call are the same request.
 * Filters are sent only when set, so an unfiltered request is the SPEC's request unchanged.
 */
export function anncListRequest(platformId: string, kind: AnncKind, query: ListQuery): QueryAnncListRequest {
  return Object.assign(
    { PlatformId: platformId, Kind: kind, PageSize: LIST_PAGE_SIZE },
    ...listParams.map((row) => row.toRequest(query)),
  ) as QueryAnncListRequest;
}
