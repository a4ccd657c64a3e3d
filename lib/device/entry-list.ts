import { createStore, get, update, type UseStore } from 'idb-keyval';
import * as z from 'zod/mini';

/**
 * A tenant's short list of entries kept on this device (IndexedDB through idb-keyval): the compare
 * set, the history. Entries are checked one by one on every read, so one bad entry loses only
 * itself; a change runs in one IndexedDB transaction, so two tabs cannot lose each other's.
 */
export type EntryList<T> = {
  /** The valid entries of a stored value, first `cap`, without a repeated id. */
  parse(value: unknown): T[];
  /** The tenant's entries; none when storage is missing or unreadable. */
  read(tenant: string): Promise<T[]>;
  /** Changes the tenant's entries and answers them; throws when storage fails. */
  change(tenant: string, edit: (entries: T[]) => T[]): Promise<T[]>;
};

const recordSchema = z.object({ version: z.literal(1), entries: z.array(z.unknown()) });

export function entryList<T extends { id: string }>(options: {
  database: string;
  cap: number;
  schema: z.ZodMiniType<T>;
}): EntryList<T> {
  const store = (): UseStore | null =>
    typeof indexedDB === 'undefined' ? null : createStore(options.database, 'entries');
  const key = (tenant: string) => `tenant:${tenant}`;

  const parse = (value: unknown): T[] => {
    const record = recordSchema.safeParse(value);
    if (!record.success) return [];
    const seen = new Set<string>();
    const entries: T[] = [];
    for (const raw of record.data.entries) {
      const entry = options.schema.safeParse(raw);
      if (!entry.success || seen.has(entry.data.id)) continue;
      seen.add(entry.data.id);
      entries.push(entry.data);
    }
    return entries.slice(0, options.cap);
  };

  return {
    parse,
    async read(tenant) {
      const target = store();
      if (!target) return [];
      try {
        return parse(await get(key(tenant), target));
      } catch {
        return [];
      }
    },
    async change(tenant, edit) {
      const target = store();
      if (!target) throw new Error('IndexedDB is not available');
      let result: T[] = [];
      await update(
        key(tenant),
        (value) => {
          result = edit(parse(value)).slice(0, options.cap);
          return { version: 1, entries: result };
        },
        target,
      );
      return result;
    },
  };
}
