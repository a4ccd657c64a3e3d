import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, set } from 'idb-keyval';
import * as z from 'zod/mini';
import { deviceList } from './store';

const entrySchema = z.object({ id: z.string().check(z.minLength(1)), title: z.string() });
const list = () => deviceList({ database: 'test-list', cap: 3, schema: entrySchema });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => vi.stubGlobal('indexedDB', new IDBFactory()));
afterEach(() => vi.unstubAllGlobals());

describe('the device store', () => {
  it('shows a follower what is stored, then every change the page makes, without reading again', async () => {
    const entries = list();
    await entries.change('client', () => [{ id: 'a', title: '甲' }]);
    const fresh = list();
    const seen: unknown[] = [];
    fresh.subscribe('client', () => seen.push(fresh.now('client')));
    expect(fresh.now('client')).toBeNull();
    await settled();
    expect(fresh.now('client')).toEqual([{ id: 'a', title: '甲' }]);
    await fresh.change('client', (current) => [...current, { id: 'b', title: '乙' }]);
    expect(seen.at(-1)).toEqual([
      { id: 'a', title: '甲' },
      { id: 'b', title: '乙' },
    ]);
    expect(fresh.now('lease')).toBeNull();
  });

  it('checks every entry on read and keeps a record under the field it was saved with', async () => {
    const searches = deviceList({
      database: 'test-searches',
      objectStore: 'searches',
      field: 'searches',
      cap: 3,
      schema: entrySchema,
    });
    await set(
      'tenant:client',
      {
        version: 1,
        searches: [
          { id: 'a', title: '甲' },
          { id: '', title: '空' },
          42,
          { id: 'a', title: '重复' },
          { id: 'b', title: '乙' },
        ],
      },
      createStore('test-searches', 'searches'),
    );
    expect((await searches.read('client')).map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(searches.parse({ version: 2, searches: [{ id: 'a', title: '甲' }] })).toEqual([]);
    expect(searches.parse({ version: 1, entries: [{ id: 'a', title: '甲' }] })).toEqual([]);
  });

  it('reads as empty and refuses a change where the device cannot store', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const entries = list();
    expect(await entries.read('client')).toEqual([]);
    await expect(entries.change('client', () => [])).rejects.toThrow();
  });
});
