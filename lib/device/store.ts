import { createStore, get, update, type UseStore } from 'idb-keyval';
import { useCallback, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';

/**
 * The one store of what a tenant keeps on this device (IndexedDB through idb-keyval): the compare
 * set, 浏览记录, the saved searches. Each is a short list of entries with an id, under the key
 * `tenant:<virtual directory>` as `{ version: 1, <field>: [...] }`. Entries are checked by zod one by
 * one on every read, so one bad entry loses only itself; a change runs in one IndexedDB transaction,
 * so two tabs cannot lose each other's. A page follows a list through `useDeviceList`: every view
 * of it shows a change made anywhere on the page.
 */
export type DeviceList<T> = {
  /** The valid entries of a stored value, first `cap`, without a repeated id. */
  parse(value: unknown): T[];
  /** The tenant's entries; none when storage is missing or unreadable. */
  read(tenant: string): Promise<T[]>;
  /** Changes the tenant's entries and answers them; throws when storage fails. */
  change(tenant: string, edit: (entries: T[]) => T[]): Promise<T[]>;
  /** Follows the tenant's entries; the first follower reads them afresh. */
  subscribe(tenant: string, listener: () => void): () => void;
  /** The tenant's entries as the page last read or changed them; null before the first read. */
  now(tenant: string): readonly T[] | null;
  /** Reads the tenant's entries again (a page back from the browser's page cache). */
  refresh(tenant: string): void;
};

const versionOne = z.looseObject({ version: z.literal(1) });
const entryArray = z.array(z.unknown());

export function deviceList<T extends { id: string }>(options: {
  /** The database's name: one of `storageKeys`. */
  database: string;
  cap: number;
  schema: z.ZodMiniType<T>;
  /** The record's field and object store (the saved searches kept theirs as `searches` from the start). */
  field?: string;
  objectStore?: string;
}): DeviceList<T> {
  const { database, cap, schema, field = 'entries', objectStore = 'entries' } = options;
  const store = (): UseStore | null =>
    typeof indexedDB === 'undefined' ? null : createStore(database, objectStore);
  const key = (tenant: string) => `tenant:${tenant}`;

  const parse = (value: unknown): T[] => {
    const record = versionOne.safeParse(value);
    const raw = record.success ? entryArray.safeParse(record.data[field]) : null;
    if (!raw?.success) return [];
    const seen = new Set<string>();
    const entries: T[] = [];
    for (const item of raw.data) {
      const entry = schema.safeParse(item);
      if (!entry.success || seen.has(entry.data.id)) continue;
      seen.add(entry.data.id);
      entries.push(entry.data);
    }
    return entries.slice(0, cap);
  };

  const read = async (tenant: string): Promise<T[]> => {
    const target = store();
    if (!target) return [];
    try {
      return parse(await get(key(tenant), target));
    } catch {
      return [];
    }
  };

  // What the page shows of each tenant's list, and who follows it.
  const shown = new Map<string, readonly T[]>();
  const followers = new Map<string, Set<() => void>>();
  // Counts the page's changes: a read begun before one of them is older than what the page shows.
  let changes = 0;
  const show = (tenant: string, entries: readonly T[]) => {
    shown.set(tenant, entries);
    followers.get(tenant)?.forEach((listener) => listener());
  };
  const refresh = (tenant: string) => {
    const changesBefore = changes;
    void read(tenant).then((entries) => {
      if (changes === changesBefore) show(tenant, entries);
    });
  };

  return {
    parse,
    read,
    async change(tenant, edit) {
      const target = store();
      if (!target) throw new Error('IndexedDB is not available');
      let result: T[] = [];
      await update(
        key(tenant),
        (value) => {
          result = edit(parse(value)).slice(0, cap);
          return { version: 1, [field]: result };
        },
        target,
      );
      changes += 1;
      show(tenant, result);
      return result;
    },
    subscribe(tenant, listener) {
      const set = followers.get(tenant) ?? new Set();
      followers.set(tenant, set);
      set.add(listener);
      if (set.size === 1) refresh(tenant);
      return () => set.delete(listener);
    },
    now: (tenant) => shown.get(tenant) ?? null,
    refresh,
  };
}

/** The tenant's entries of a list, null until read; they follow every change the page makes. */
export function useDeviceList<T>(list: DeviceList<T>, tenant: string): readonly T[] | null {
  const subscribe = useCallback((listener: () => void) => list.subscribe(tenant, listener), [list, tenant]);
  return useSyncExternalStore(
    subscribe,
    () => list.now(tenant),
    () => null,
  );
}
