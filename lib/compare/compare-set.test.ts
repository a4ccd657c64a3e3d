import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, set } from 'idb-keyval';
import { addLot, compareSet, MAX_COMPARED, removeLot } from './compare-set';

const lot = (id: string) => ({
  id,
  title: `标的${id}`,
  kind: 'project' as const,
  route: 'noticeDetail' as const,
});

beforeEach(() => vi.stubGlobal('indexedDB', new IDBFactory()));
afterEach(() => vi.unstubAllGlobals());

describe('the compare set on the device', () => {
  it('keeps lots in the order they were added, per tenant', async () => {
    await addLot('client', lot('a'), 1);
    await addLot('client', lot('b'), 2);
    await addLot('lease', lot('c'), 3);
    expect((await compareSet.read('client')).map((entry) => entry.id)).toEqual(['a', 'b']);
    expect((await compareSet.read('lease')).map((entry) => entry.id)).toEqual(['c']);
  });

  it(`refuses a fifth lot and keeps the ${MAX_COMPARED} it has`, async () => {
    for (const id of ['a', 'b', 'c', 'd']) expect((await addLot('client', lot(id))).ok).toBe(true);
    expect(await addLot('client', lot('e'))).toEqual({ ok: false, reason: 'limit' });
    expect((await compareSet.read('client')).map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('adds a lot already there once, where it was', async () => {
    await addLot('client', lot('a'), 1);
    await addLot('client', lot('b'), 2);
    const again = await addLot('client', lot('a'), 3);
    expect(again.ok && again.lots.map((entry) => [entry.id, entry.addedAt])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('removes a lot', async () => {
    await addLot('client', lot('a'));
    await addLot('client', lot('b'));
    expect((await removeLot('client', 'a'))?.map((entry) => entry.id)).toEqual(['b']);
  });

  it('checks every entry on read: a bad one is dropped, not the set', async () => {
    const target = createStore('portal-compare', 'entries');
    const good = { ...lot('a'), addedAt: 1 };
    await set(
      'tenant:client',
      {
        version: 1,
        entries: [
          good,
          { ...good, id: '' },
          { ...good, id: 'x', route: 'javascript:alert(1)' },
          { id: 'z', title: '旧', kind: 'project', detailPath: 'buyerweb/list/', addedAt: 1 },
          { ...good, id: 'y', kind: 'rumour' },
          42,
          { ...good, title: '重复' },
          { ...lot('b'), addedAt: 2 },
        ],
      },
      target,
    );
    expect((await compareSet.read('client')).map((entry) => entry.id)).toEqual(['a', 'b']);
    // A lot kept before as a path is read as its route.
    await set(
      'tenant:client',
      {
        version: 1,
        entries: [
          { id: 'p', title: '旧', kind: 'project', detailPath: 'buyerweb/noticeDetail/', addedAt: 1 },
        ],
      },
      target,
    );
    expect(await compareSet.read('client')).toEqual([
      { id: 'p', title: '旧', kind: 'project', route: 'noticeDetail', addedAt: 1 },
    ]);
    await set('tenant:client', 'not a record', target);
    expect(await compareSet.read('client')).toEqual([]);
    expect(compareSet.parse({ version: 2, entries: [good] })).toEqual([]);
  });

  it('says so when the device cannot store, and reads as empty', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(await addLot('client', lot('a'))).toEqual({ ok: false, reason: 'storage' });
    expect(await removeLot('client', 'a')).toBeNull();
    expect(await compareSet.read('client')).toEqual([]);
  });
});
