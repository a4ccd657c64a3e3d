import {
  anncStateSchema,
  type AnncKind,
  type AnncState,
  type QueryAnncListRequest,
} from '@/lib/contract/announcements';

/** Cards a list page shows: three rows of four. */
export const LIST_PAGE_SIZE = 12;

export type ListQuery = { word: string; page: number; state: AnncState | null };

/** Reads the list position from the address: `?word=` from the header search, `page`, `state`. */
export function readListQuery(search: URLSearchParams): ListQuery {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  const state = anncStateSchema.safeParse(search.get('state'));
  return {
    word: (search.get('word') ?? '').trim(),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    state: state.success ? state.data : null,
  };
}

/** The query string of a list position; defaults are left out so addresses stay short. */
export function writeListQuery(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.word) params.set('word', query.word);
  if (query.state) params.set('state', query.state);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list call of a list position: the page's own read and its early call are the same request. */
export function anncListRequest(platformId: string, kind: AnncKind, query: ListQuery): QueryAnncListRequest {
  return {
    PlatformId: platformId,
    Kind: kind,
    State: query.state,
    Word: query.word,
    PageIndex: query.page,
    PageSize: LIST_PAGE_SIZE,
  };
}
