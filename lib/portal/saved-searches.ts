import * as z from 'zod/mini';
import { anncKinds } from '@/lib/contract/announcements';
import { listParams } from '@/lib/contract/list-params';
import { deviceList } from '@/lib/device/store';
import { listRoutes, routeFromPath } from '@/sites/record-routes';
import { SAVED_SEARCH_RECORD } from './saved-search-store';

/** At most this many saved searches a tenant, on a device. */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_NAME_LENGTH = 30;
/** Ids remembered as seen when a search is opened: one page of the count's answer. */
const MAX_SEEN_IDS = 100;

/**
 * A saved search, version 1. The list is kept by its route (linked through `href()`; one kept
 * before as a path is read as its route) and its address query as text, its list parameters but the
 * page (savedQuery), so a filter the table gains later is saved without this record knowing it.
 */
const savedSearchSchema = z.pipe(
  z.transform(routeFromPath(listRoutes, 'path')),
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1), z.maxLength(MAX_NAME_LENGTH)),
    route: z.enum(listRoutes),
    /** The list's query string without `?`: its list parameters but `page`. */
    query: z.string(),
    kind: z.enum(anncKinds),
    createdAt: z.number(),
    /** When it was saved or last opened from 我的搜索 (ms since the epoch, the device's clock). */
    openedAt: z.number(),
    /** Announcements the list showed then, so one published in that same second is not missed. */
    seenIds: z.array(z.string()),
  }),
);
export type SavedSearch = z.output<typeof savedSearchSchema>;

/** A tenant's searches on the device, checked one by one, so one bad entry loses only itself. */
export const savedSearches = deviceList({
  ...SAVED_SEARCH_RECORD,
  cap: MAX_SAVED_SEARCHES,
  schema: savedSearchSchema,
});

export type SaveResult = { ok: true; search: SavedSearch } | { ok: false; reason: 'limit' | 'storage' };

/** The valid searches of a stored value; anything unreadable reads as none. */
export const readRecord = savedSearches.parse;

const change = savedSearches.change;

/** The tenant's saved searches, oldest first; none when storage is missing or unreadable. */
export const listSearches = savedSearches.read;

/** The address names a saved search keeps (list-params.ts): every list parameter but the page. */
const savedParams = new Set(listParams.filter((row) => row.saved).flatMap((row) => row.params));

/**
 * The part of a list's address a search keeps: its list parameters but the page. Anything else
 * (a hand-over's id_token or a sign-in's code arriving with the list, a tracking tag) is no list
 * parameter and never stored.
 */
export function savedQuery(search: URLSearchParams): string {
  return new URLSearchParams([...search].filter(([name]) => savedParams.has(name))).toString();
}

export function cleanName(name: string): string {
  return name.trim().slice(0, MAX_NAME_LENGTH);
}

export async function saveSearch(
  tenant: string,
  entry: Pick<SavedSearch, 'name' | 'route' | 'query' | 'kind' | 'seenIds'>,
  now = Date.now(),
): Promise<SaveResult> {
  const search: SavedSearch = {
    ...entry,
    name: cleanName(entry.name),
    seenIds: entry.seenIds.slice(0, MAX_SEEN_IDS),
    id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    createdAt: now,
    openedAt: now,
  };
  let full = false;
  try {
    await change(tenant, (searches) => {
      full = searches.length >= MAX_SAVED_SEARCHES;
      return full ? searches : [...searches, search];
    });
  } catch {
    return { ok: false, reason: 'storage' };
  }
  return full ? { ok: false, reason: 'limit' } : { ok: true, search };
}

export function renameSearch(tenant: string, id: string, name: string) {
  return change(tenant, (searches) =>
    searches.map((search) => (search.id === id ? { ...search, name: cleanName(name) } : search)),
  );
}

export function deleteSearch(tenant: string, id: string) {
  return change(tenant, (searches) => searches.filter((search) => search.id !== id));
}

/** Opened now, having seen these announcements: the count of new ones starts again. */
export function markOpened(tenant: string, id: string, seenIds: string[], now = Date.now()) {
  return change(tenant, (searches) =>
    searches.map((search) =>
      search.id === id ? { ...search, openedAt: now, seenIds: seenIds.slice(0, MAX_SEEN_IDS) } : search,
    ),
  );
}

/**
 * How many of a list's announcements are new since the search was opened: published in or after
 * that second and not among those it showed then. A publish time the client cannot read counts
 * by id alone.
 */
export function countNew(
  items: Array<{ AnncId: string; PublishTime?: string | null }>,
  search: Pick<SavedSearch, 'openedAt' | 'seenIds'>,
  instantOf: (time: string) => Date | null,
): number {
  const seen = new Set(search.seenIds);
  const since = Math.floor(search.openedAt / 1000) * 1000;
  return items.filter((item) => {
    if (seen.has(item.AnncId)) return false;
    const at = item.PublishTime ? instantOf(item.PublishTime) : null;
    return at === null || at.getTime() >= since;
  }).length;
}
