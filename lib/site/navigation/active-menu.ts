import { storageKeys } from '@/lib/session/browser-keys';
import type { PortalRoute } from '@/sites/page-kinds';
import { kindPath } from '@/sites/pages';
import type { DetailKind } from './detail-kind';

/** Session-storage key of the active main-menu index (the legacy name, typo included). */
export const ACTIVE_MENU_KEY = 'acitveMenu';

type MenuTarget = { index: number; path: string | null };

/** Detail pages light up the menu item of the list they belong to. */
const detailToList: Array<[string, string]> = (
  [
    ['noticeDetail', 'anncNoticeList'],
    ['publicDetail', 'anncPublic'],
    ['anncDetail', 'annc'],
    ['articledetail', 'articlelist'],
    ['InfoNotice/Detail', 'InfoNotice/List'],
    ['CompanyStyle/Detail', 'CompanyStyle/List'],
  ] satisfies Array<[PortalRoute, PortalRoute]>
).map(([detail, list]): [string, string] => [`${detail}/`, `${list}/`]);

function splitTarget(target: string): { path: string; query: URLSearchParams } {
  const [path = '', query = ''] = target.split('?');
  return { path: path.replace(/\/?$/, '/'), query: new URLSearchParams(query) };
}

/** Does the target's query (typeid, type, id) agree with the current one? */
function queryMatches(target: URLSearchParams, current: URLSearchParams): boolean {
  for (const [key, value] of target) {
    if (current.get(key) !== value) return false;
  }
  return true;
}

/**
 * Where one noticeDetail route serves both project announcements and notices (the menu leads to
 * both a `list/` and an `anncNoticeList/` of the app), the detail's own kind says which list it
 * belongs to; unknown until it loads.
 */
function sharedNoticeDetailList(path: string, menu: MenuTarget[], kind: DetailKind | null): string | null {
  const app = path.split('/')[0]!;
  if (path !== kindPath(app, 'noticeDetail')) return null;
  const lists = new Set(menu.map((item) => item.path && splitTarget(item.path).path));
  if (!lists.has(kindPath(app, 'list')) || !lists.has(kindPath(app, 'anncNoticeList'))) return null;
  if (kind === 'project') return kindPath(app, 'list');
  if (kind === 'notice') return kindPath(app, 'anncNoticeList');
  return kind === 'result' ? kindPath(app, 'anncPublic') : '';
}

/**
 * The active main-menu index for a path inside the tenant (`buyerweb/list/`) and its query, per
 * SPEC §2: user-centre and /baseweb/ paths are 9, search is 0, the tenant home is 1, every other
 * page lights the menu item whose target it is (details count as their list; a detail shared by
 * projects and notices by its loaded kind). Null means "keep what session storage holds".
 */
export function activeMenuIndex(
  inner: string,
  search: string,
  menu: MenuTarget[],
  detailKind: DetailKind | null = null,
): number | null {
  const current = new URLSearchParams(search);
  const path = inner.replace(/^\/+/, '').replace(/\/?$/, '/');
  if (path.startsWith('baseweb/') || /\/(userCenterConter|user_center)\//.test(`/${path}`)) return 9;
  if (/(^|\/)search\/$/.test(path)) return 0;
  if (path === '/' || /(^|\/)home\/$/.test(path)) return 1;

  const shared = sharedNoticeDetailList(path, menu, detailKind);
  // Until the detail has loaded, the item lit on the list it was opened from stays lit.
  if (shared === '') return null;
  let listPath = shared ?? path;
  for (const [detail, list] of detailToList) {
    if (!shared && (path === detail || path.endsWith(`/${detail}`))) {
      listPath = path.slice(0, path.length - detail.length) + list;
    }
  }
  let best: { index: number; score: number } | null = null;
  for (const item of menu) {
    if (!item.path) continue;
    const target = splitTarget(item.path);
    if (target.path !== listPath || !queryMatches(target.query, current)) continue;
    const score = [...target.query].length;
    if (!best || score > best.score) best = { index: item.index, score };
  }
  return best ? best.index : null;
}

let landing: number | null | undefined;
const landingListeners = new Set<() => void>();

/** The main menu re-reads its lit item when a page lights one after it was drawn. */
export function subscribeLandingMenu(listener: () => void): () => void {
  landingListeners.add(listener);
  return () => landingListeners.delete(listener);
}

/**
 * Lights `index` for an arrival that signs nobody in: on a page whose menu is drawn, in place,
 * without loading the page again; before any menu read it (a shell page that moves on), for the
 * first read of this page or the next, as `takeLandingMenu` takes it.
 */
export function lightMenuNow(index: number): void {
  try {
    window.sessionStorage.setItem(ACTIVE_MENU_KEY, String(index));
    if (landing === undefined) window.sessionStorage.setItem(storageKeys.landingMenu, String(index));
  } catch {
    // Without session storage the menu lights from the path.
  }
  if (landing !== undefined) landing = index;
  landingListeners.forEach((listener) => listener());
}

/**
 * SPEC §4's jump after identity sets menu 2 for the page it lands on, which may be a page whose
 * path lights another item (the home lights 首页). The first read of a page load takes the
 * index and forgets it, so the next page lights from its path again.
 */
export function takeLandingMenu(): number | null {
  if (landing !== undefined) return landing;
  landing = null;
  try {
    const stored = window.sessionStorage.getItem(storageKeys.landingMenu);
    window.sessionStorage.removeItem(storageKeys.landingMenu);
    if (stored !== null && /^\d+$/.test(stored)) landing = Number(stored);
  } catch {
    // Without session storage the menu lights from the path.
  }
  return landing;
}
