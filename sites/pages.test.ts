import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '../messages/zh-CN.json';
import { href, kindPath, tenantPageTitle, tenantPages, tenantPath, type TenantPage } from './pages';

const appRoot = path.resolve(__dirname, '..', 'app', '[site]');
const client = { VirtualDirectory: 'client', portalApp: 'buyerweb' } as const;

/** Every folder holding a page.tsx below `dir`, relative to it, skipping the portal kinds' `[app]`. */
function pageFolders(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'page.tsx') return [prefix];
    if (!entry.isDirectory()) return [];
    // Under `[app]` are the portal kinds (page-kinds.test.ts); only its own page is a tenant page.
    if (entry.name === '[app]') {
      const own = existsSync(path.join(dir, entry.name, 'page.tsx'));
      return own ? [[prefix, entry.name].filter(Boolean).join('/')] : [];
    }
    const name = /^\(\w+\)$/.test(entry.name) ? '' : entry.name;
    const inner = [prefix, name].filter(Boolean).join('/');
    return pageFolders(path.join(dir, entry.name), inner);
  });
}

/** A row's folder under app/[site], its route groups left out. */
function folderOf(page: TenantPage): string {
  return tenantPages[page].path.replace(/\{(\w+)\}/g, '[$1]').replace(/\/$/, '');
}

const pages = Object.keys(tenantPages) as TenantPage[];

describe('the table of tenant pages', () => {
  it('has a row for every page folder outside the portal kinds, and a folder for every row', () => {
    const folders = pageFolders(appRoot).sort();
    expect(folders).toEqual([...new Set(pages.map(folderOf))].sort());
  });

  it('names a page title that exists for every row', () => {
    for (const page of pages) expect(Object.keys(messages.pageTitles), page).toContain(tenantPageTitle(page));
  });

  it('marks exactly the pages under the user-centre folders as the user centre', () => {
    for (const page of pages) {
      const row: { path: string; userCentre?: true } = tenantPages[page];
      expect(Boolean(row.userCentre), page).toBe(row.path.includes('/userCenterConter/'));
    }
  });
});

describe('href', () => {
  it('builds the shell and user-centre addresses of a tenant', () => {
    expect(href('client', 'root')).toBe('/client/');
    expect(href({ VirtualDirectory: '4101client' }, 'login')).toBe('/4101client/login/');
    expect(href('client', 'loginStatus', { tokenState: '401', reason: 'idle' })).toBe(
      '/client/login/401/?reason=idle',
    );
    expect(href('client', 'userDetail')).toBe('/client/baseweb/userCenterConter/userCenter/userDetail/');
    expect(href('client', 'participationDetail', { id: 'a&b' })).toBe(
      '/client/buyerweb/userCenterConter/MyParticipationDetail/?id=a%26b',
    );
    expect(href('client', 'addProjects', { isAdd: 'true', saveBaseInfo: 'true' })).toBe(
      '/client/baseweb/userCenterConter/addProjects/?isAdd=true&saveBaseInfo=true',
    );
    expect(href('client', 'transit', { BidUrlType: 'LookOn' })).toBe('/client/transit/?BidUrlType=LookOn');
    expect(href('client', 'appEntry', { app: 'buyerweb' })).toBe('/client/buyerweb/');
  });

  it("builds a portal kind's address in the site's portal app, or the one it is given", () => {
    expect(href(client, 'noticeDetail', { id: 'x-1' })).toBe('/client/buyerweb/noticeDetail/?id=x-1');
    expect(href(client, 'InfoNotice/List')).toBe('/client/buyerweb/InfoNotice/List/');
    expect(href({ VirtualDirectory: 'x', portalApp: 'recycleweb' }, 'ylHead', { id: 5 })).toBe(
      '/x/recycleweb/ylHead/?id=5',
    );
  });

  it("takes a list's query as it is, dropping empty values of an object", () => {
    const query = new URLSearchParams('word=房&state=1');
    expect(href(client, 'list', query)).toBe(`/client/buyerweb/list/?${query}`);
    expect(href(client, 'list', 'typeid=3')).toBe('/client/buyerweb/list/?typeid=3');
    expect(href(client, 'list', { word: '', page: 2 })).toBe('/client/buyerweb/list/?page=2');
    expect(href(client, 'list')).toBe('/client/buyerweb/list/');
  });

  it('refuses a portal kind without a portal app rather than guessing one', () => {
    // @ts-expect-error a portal kind needs the app it is linked in
    expect(() => href('client', 'list')).toThrow(/portal app/);
  });

  it('types the params from the row: a detail needs its id, a login state its token state', () => {
    // @ts-expect-error a detail without its id
    href(client, 'noticeDetail');
    // @ts-expect-error the participation detail without its id
    href('client', 'participationDetail');
    // @ts-expect-error /login/{tokenState} without the state
    href('client', 'loginStatus', { reason: 'idle' });
    // @ts-expect-error no such page
    expect(() => href('client', 'userCenter')).toThrow();
    expect(tenantPath('participationDetail', { id: 1 })).toBe(
      'buyerweb/userCenterConter/MyParticipationDetail/?id=1',
    );
  });

  it('gives the path inside the tenant that menus store', () => {
    expect(kindPath('leaseweb', 'anncDetail')).toBe('leaseweb/anncDetail/');
    expect(kindPath('buyerweb', 'noticeDetail', { id: 'a' })).toBe('buyerweb/noticeDetail/?id=a');
  });
});
