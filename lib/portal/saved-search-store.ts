import { createStore, get, type UseStore } from 'idb-keyval';

/** Where a tenant's saved searches live on the device (IndexedDB through idb-keyval). */
export function savedSearchStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  return createStore('portal-saved-searches', 'searches');
}

export const savedSearchKey = (tenant: string) => `tenant:${tenant}`;

/**
 * Whether the tenant may have saved searches: only whether the record lists any, without checking
 * them, so the home can decide to load 我的搜索 with nothing more than this file.
 */
export async function mayHaveSavedSearches(tenant: string): Promise<boolean> {
  const target = savedSearchStore();
  if (!target) return false;
  try {
    const record: unknown = await get(savedSearchKey(tenant), target);
    const searches = (record as { searches?: unknown } | undefined)?.searches;
    return Array.isArray(searches) && searches.length > 0;
  } catch {
    return false;
  }
}
