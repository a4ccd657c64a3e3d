import { describe, expect, it } from 'vitest';
import { pageKinds } from './page-kinds';
import { listRoutes, lotDetailRoutes, routeFromPath } from './record-routes';

describe('the routes a device record keeps', () => {
  it('are the rows of the table of page kinds: every lot detail and every announcement list', () => {
    const of = (early: string) =>
      pageKinds.filter((kind) => 'early' in kind && kind.early === early).map((kind) => kind.path);
    expect([...lotDetailRoutes].sort()).toEqual(of('annc-detail').sort());
    expect([...listRoutes].sort()).toEqual(of('annc-list').sort());
  });

  it('read an older record that kept a path, and leave one whose path names no such route', () => {
    const read = routeFromPath(lotDetailRoutes, 'detailPath');
    expect(read({ id: 'a', detailPath: 'buyerweb/noticeDetail/' })).toEqual({
      id: 'a',
      route: 'noticeDetail',
    });
    expect(read({ id: 'b', detailPath: 'leaseweb/anncDetail/' })).toEqual({ id: 'b', route: 'anncDetail' });
    expect(read({ id: 'c', detailPath: 'buyerweb/list/' })).toEqual({
      id: 'c',
      detailPath: 'buyerweb/list/',
    });
    expect(read({ id: 'd', route: 'publicDetail' })).toEqual({ id: 'd', route: 'publicDetail' });
    expect(read(42)).toBe(42);
  });
});
