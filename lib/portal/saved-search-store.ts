import { createStore, get } from 'idb-keyval';
import { deviceDatabases } from '@/lib/device/databases';

/**
 * Where a tenant's saved searches live in the device store (lib/device/store.ts): their record's
 * field and object store are named `searches`, as they were from the first version.
 */
export const SAVED_SEARCH_RECORD = {
  database: deviceDatabases.savedSearches,
  objectStore: 'searches',
  field: 'searches',
} as const;

/**
 * Whether the tenant may have saved searches: only whether the record lists any, without checking
 * them, so the home can decide to load 我的搜索 with nothing more than this file.
 */
export async function mayHaveSavedSearches(tenant: string): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  try {
    const target = createStore(SAVED_SEARCH_RECORD.database, SAVED_SEARCH_RECORD.objectStore);
    const record: unknown = await get(`tenant:${tenant}`, target);
    const searches = (record as { searches?: unknown } | undefined)?.searches;
    return Array.isArray(searches) && searches.length > 0;
  } catch {
    return false;
  }
}
