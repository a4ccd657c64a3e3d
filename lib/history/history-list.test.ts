import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, set } from 'idb-keyval';
import { clearVisits, history, MAX_VISITS, recordVisit, removeVisit, withVisit } from './history-list';

const visit = (id: string) => ({
  id,
  title: `公告${id}`,
  kind: 'project' as const,
  route: 'noticeDetail' as const,
});
const ids = async (tenant = 'client') => (await history.read(tenant)).map((entry) => entry.id);

beforeEach(() => vi.stubGlobal('indexedDB', new IDBFactory()));
afterEach(() => vi.unstubAllGlobals());

describe('浏览记录 on the device', () => {
  it('lists the newest first, per tenant', async () => {
    await recordVisit('client', visit('a'), 1);
    await recordVisit('client', visit('b'), 2);
    await recordVisit('lease', visit('c'), 3);
    expect(await ids()).toEqual(['b', 'a']);
    expect(await ids('lease')).toEqual(['c']);
  });

  it('moves a detail opened again to the top instead of listing it twice', async () => {
    await recordVisit('client', visit('a'), 1);
    await recordVisit('client', visit('b'), 2);
    await recordVisit('client', visit('a'), 3);
    const visits = await history.read('client');
    expect(visits.map((entry) => [entry.id, entry.viewedAt])).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
  });

  it(`keeps the last ${MAX_VISITS}`, async () => {
    for (let index = 1; index <= MAX_VISITS + 3; index += 1)
      await recordVisit('client', visit(`v${index}`), index);
    const kept = await ids();
    expect(kept).toHaveLength(MAX_VISITS);
    expect(kept[0]).toBe(`v${MAX_VISITS + 3}`);
    expect(kept.at(-1)).toBe('v4');
  });

  it('puts a visit on top of the list, once', () => {
    const at = (id: string, viewedAt: number) => ({ ...visit(id), viewedAt });
    expect(withVisit([at('b', 2), at('a', 1)], at('a', 3)).map((entry) => entry.id)).toEqual(['a', 'b']);
  });

  it(`reads no more than ${MAX_VISITS} from a longer stored list`, async () => {
    const target = createStore('portal-history', 'entries');
    const entries = Array.from({ length: MAX_VISITS + 10 }, (_, index) => ({
      ...visit(`v${index}`),
      viewedAt: index,
    }));
    await set('tenant:client', { version: 1, entries }, target);
    expect(await ids()).toEqual(entries.slice(0, MAX_VISITS).map((entry) => entry.id));
  });

  it('deletes one, and clears all', async () => {
    await recordVisit('client', visit('a'), 1);
    await recordVisit('client', visit('b'), 2);
    expect((await removeVisit('client', 'b')).map((entry) => entry.id)).toEqual(['a']);
    expect(await clearVisits('client')).toEqual([]);
    expect(await ids()).toEqual([]);
  });

  it('checks every entry on read: a bad one is dropped, not the history', async () => {
    const target = createStore('portal-history', 'entries');
    const good = { ...visit('a'), viewedAt: 5 };
    await set(
      'tenant:client',
      {
        version: 1,
        entries: [good, { ...good, id: 'b', viewedAt: 'yesterday' }, null, { ...visit('c'), viewedAt: 4 }],
      },
      target,
    );
    expect(await ids()).toEqual(['a', 'c']);
    await set('tenant:client', { entries: [good] }, target);
    expect(await ids()).toEqual([]);
  });

  it('reads a visit kept before as a path by its route, and drops alone one whose path is no detail', async () => {
    const target = createStore('portal-history', 'entries');
    const older = (id: string, detailPath: string) => ({
      id,
      title: id,
      kind: 'project',
      detailPath,
      viewedAt: 1,
    });
    await set(
      'tenant:client',
      {
        version: 1,
        entries: [
          older('a', 'buyerweb/noticeDetail/'),
          older('b', 'buyerweb/list/'),
          { ...visit('c'), viewedAt: 2 },
          older('d', 'leaseweb/anncDetail/'),
        ],
      },
      target,
    );
    expect((await history.read('client')).map((entry) => [entry.id, entry.route])).toEqual([
      ['a', 'noticeDetail'],
      ['c', 'noticeDetail'],
      ['d', 'anncDetail'],
    ]);
  });

  it('records nothing, and throws nothing, where the device cannot store', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await expect(recordVisit('client', visit('a'))).resolves.toBeUndefined();
    expect(await ids()).toEqual([]);
  });
});
