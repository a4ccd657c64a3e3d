import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, set } from 'idb-keyval';
import { centreTimeToInstant } from './key-dates';
import { mayHaveSavedSearches } from './saved-search-store';
import {
  countNew,
  deleteSearch,
  listSearches,
  markOpened,
  MAX_SAVED_SEARCHES,
  readRecord,
  renameSearch,
  saveSearch,
  savedQuery,
} from './saved-searches';

const entry = {
  name: '郑州房产',
  route: 'list' as const,
  query: 'word=%E6%88%BF',
  kind: 'project' as const,
  seenIds: [],
};

beforeEach(() => vi.stubGlobal('indexedDB', new IDBFactory()));
afterEach(() => vi.unstubAllGlobals());

describe('saved searches on the device', () => {
  it('saves, lists, renames and deletes, per tenant', async () => {
    const saved = await saveSearch('client', entry);
    expect(saved.ok).toBe(true);
    await saveSearch('lease', { ...entry, name: '租赁' });
    const [search] = await listSearches('client');
    expect(search).toMatchObject({ name: '郑州房产', query: 'word=%E6%88%BF', kind: 'project' });
    await renameSearch('client', search!.id, '  新名字  ');
    expect((await listSearches('client'))[0]!.name).toBe('新名字');
    await deleteSearch('client', search!.id);
    expect(await listSearches('client')).toEqual([]);
    expect(await listSearches('lease')).toHaveLength(1);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} and says so`, async () => {
    for (let index = 0; index < MAX_SAVED_SEARCHES; index += 1) {
      expect((await saveSearch('client', { ...entry, name: `搜索${index}` })).ok).toBe(true);
    }
    expect(await saveSearch('client', { ...entry, name: '第21个' })).toEqual({ ok: false, reason: 'limit' });
    expect(await listSearches('client')).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('drops a bad record or a bad entry instead of failing', async () => {
    const target = createStore('portal-saved-searches', 'searches');
    await set('tenant:client', 'not a record', target);
    expect(await listSearches('client')).toEqual([]);
    await saveSearch('client', entry);
    const [good] = await listSearches('client');
    await set('tenant:client', { version: 1, searches: [good, { id: 'x', name: '' }, 42] }, target);
    expect(await listSearches('client')).toEqual([good]);
    expect(readRecord({ version: 2, searches: [good] })).toEqual([]);
    expect(readRecord(undefined)).toEqual([]);
  });

  it('reads a search kept before as a path by its route, and drops alone one whose path is no list', async () => {
    const target = createStore('portal-saved-searches', 'searches');
    const older = (id: string, path: string) => ({
      id,
      name: id,
      path,
      query: 'word=%E6%88%BF',
      kind: 'project',
      createdAt: 1,
      openedAt: 1,
      seenIds: [],
    });
    await set(
      'tenant:client',
      {
        version: 1,
        searches: [
          older('a', 'buyerweb/list/'),
          older('b', 'buyerweb/noticeDetail/'),
          older('c', 'leaseweb/annc/'),
        ],
      },
      target,
    );
    expect((await listSearches('client')).map((search) => [search.id, search.route])).toEqual([
      ['a', 'list'],
      ['c', 'annc'],
    ]);
  });

  it('reads none and reports a failed save when the browser has no IndexedDB', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(await listSearches('client')).toEqual([]);
    expect(await saveSearch('client', entry)).toEqual({ ok: false, reason: 'storage' });
  });

  it('tells the home whether to load 我的搜索 at all', async () => {
    expect(await mayHaveSavedSearches('client')).toBe(false);
    const saved = await saveSearch('client', entry);
    expect(await mayHaveSavedSearches('client')).toBe(true);
    if (saved.ok) await deleteSearch('client', saved.search.id);
    expect(await mayHaveSavedSearches('client')).toBe(false);
  });

  it('keeps the list parameters of the address but the page', () => {
    expect(savedQuery(new URLSearchParams('word=房&state=Bidding&page=3&area=100-200&sort=priceAsc'))).toBe(
      new URLSearchParams('word=房&state=Bidding&area=100-200&sort=priceAsc').toString(),
    );
  });

  it('keeps no credential or other parameter that is not a list parameter', () => {
    expect(
      savedQuery(new URLSearchParams('id_token=eyJ.x.y&buyer=1&code=C&word=房&utm_source=wx&type=realty')),
    ).toBe(new URLSearchParams('word=房&type=realty').toString());
  });
});

describe('new announcements since a search was opened', () => {
  // 2026-11-24 10:00:00 in the centre's UTC+8.
  const openedAt = Date.UTC(2026, 10, 24, 2, 0, 0, 500);

  it('counts those published in or after that second and not seen then', async () => {
    const items = [
      { AnncId: 'old', PublishTime: '2026-11-23 09:00:00' },
      { AnncId: 'same-second-seen', PublishTime: '2026-11-24 10:00:00' },
      { AnncId: 'same-second-new', PublishTime: '2026-11-24 10:00:00' },
      { AnncId: 'later', PublishTime: '2026-11-24 10:05:00' },
      { AnncId: 'no-time' },
    ];
    expect(countNew(items, { openedAt, seenIds: ['same-second-seen'] }, centreTimeToInstant)).toBe(3);
  });

  it('goes by the ids alone when no publish time can be read', () => {
    const items = [
      { AnncId: 'a', PublishTime: 'gestern' },
      { AnncId: 'b', PublishTime: null },
    ];
    expect(countNew(items, { openedAt, seenIds: ['a'] }, centreTimeToInstant)).toBe(1);
  });

  it('starts again once opened', async () => {
    const saved = await saveSearch('client', entry, openedAt);
    if (!saved.ok) throw new Error('not saved');
    await markOpened('client', saved.search.id, ['n1', 'n2'], openedAt + 60_000);
    const [search] = await listSearches('client');
    expect(search).toMatchObject({ openedAt: openedAt + 60_000, seenIds: ['n1', 'n2'] });
  });
});
