/**
 * The one table of every page of a tenant that is not a portal kind (those are `page-kinds.ts`):
 * the shell of the sign-in walk and the user centre (SPEC §2), and `href()`, through which every
 * link, redirect, menu item and saved search of a tenant is built. A route is spelled here or in
 * `page-kinds.ts` and nowhere else (the `portal/no-route-literal` lint rule holds it).
 */
// Types only: the kinds' table stays out of the JavaScript of pages that link no portal kind.
import type { pageKinds, PortalRoute } from './page-kinds';

type TenantPageRow = {
  /** The page inside the tenant, after `/<vd>/`; a `{name}` segment is filled from the params. */
  path: string;
  /** Key under `pageTitles`. */
  title: string;
  /** The parameter a link to the page must give: the record's `id`, or its `{name}` path segment. */
  needs?: 'id' | 'tokenState' | 'app';
  /** A user-centre page: the left menu shows, the quick panel hides (SPEC §2). */
  userCentre?: true;
};

export const tenantPages = {
  root: { path: '', title: 'home' },
  /** A sub-application's root (`/client/buyerweb/`), on to its home (SPEC §4's buyer jump lands here). */
  appEntry: { path: '{app}/', title: 'home', needs: 'app' },
  login: { path: 'login/', title: 'login' },
  loginStatus: { path: 'login/{tokenState}/', title: 'login', needs: 'tokenState' },
  register: { path: 'Register/', title: 'Register' },
  getCode: { path: 'GetCode/', title: 'GetCode' },
  getCode2: { path: 'GetCode2/', title: 'GetCode2' },
  changeOrg: { path: 'ChangeOrg/', title: 'ChangeOrg' },
  transit: { path: 'transit/', title: 'transit' },
  notFound: { path: 'notfound/', title: 'notfound' },
  /** 比一比: the lots of the device's compare set side by side; anyone may use it, no sign-in. */
  compare: { path: 'compare/', title: 'compare' },
  /** 浏览记录: the details this device opened on the tenant, newest first. */
  history: { path: 'history/', title: 'history' },
  userDetail: {
    path: 'baseweb/userCenterConter/userCenter/userDetail/',
    title: 'userDetail',
    userCentre: true,
  },
  bindPhone: { path: 'baseweb/userCenterConter/userCenter/BindPhone/', title: 'BindPhone', userCentre: true },
  bindEmail: { path: 'baseweb/userCenterConter/userCenter/BindEmail/', title: 'BindEmail', userCentre: true },
  identity: { path: 'baseweb/userCenterConter/userCenter/Identity/', title: 'Identity', userCentre: true },
  changePassword: {
    path: 'baseweb/userCenterConter/userCenter/ChangePassword/',
    title: 'ChangePassword',
    userCentre: true,
  },
  changeUserName: {
    path: 'baseweb/userCenterConter/userCenter/ChangeUserName/',
    title: 'ChangeUserName',
    userCentre: true,
  },
  accountSettings: {
    path: 'baseweb/userCenterConter/userCenter/AccountSettings/',
    title: 'AccountSettings',
    userCentre: true,
  },
  addBusinessIdentity: {
    path: 'baseweb/userCenterConter/userCenter/AddBusinessIdentity/',
    title: 'AddBusinessIdentity',
    userCentre: true,
  },
  myProjects: {
    path: 'baseweb/userCenterConter/userCenter/MyProjects/',
    title: 'MyProjects',
    userCentre: true,
  },
  /** 新增项目 with `isAdd` and `saveBaseInfo`, or editing one with `saveBaseInfo` and `id`. */
  addProjects: { path: 'baseweb/userCenterConter/addProjects/', title: 'addProjects', userCentre: true },
  bankManagement: {
    path: 'baseweb/userCenterConter/userCenter/BankManagement/',
    title: 'BankManagement',
    userCentre: true,
  },
  orderQuery: {
    path: 'baseweb/userCenterConter/userCenter/OrderQuery/',
    title: 'OrderQuery',
    userCentre: true,
  },
  settlement: {
    path: 'baseweb/userCenterConter/userCenter/Settlement/',
    title: 'Settlement',
    userCentre: true,
  },
  notices: { path: 'baseweb/userCenterConter/userCenter/Notices/', title: 'Notices', userCentre: true },
  participation: {
    path: 'buyerweb/userCenterConter/MyParticipation/',
    title: 'MyParticipation',
    userCentre: true,
  },
  participationDetail: {
    path: 'buyerweb/userCenterConter/MyParticipationDetail/',
    title: 'MyParticipationDetail',
    needs: 'id',
    userCentre: true,
  },
  collectList: { path: 'buyerweb/userCenterConter/CollectList/', title: 'CollectList', userCentre: true },
  /** 我的日程: the key dates of every favourite and participation in a month view. */
  schedule: { path: 'buyerweb/userCenterConter/MySchedule/', title: 'MySchedule', userCentre: true },
  setSimulate: {
    path: 'buyerweb/userCenterConter/buyer/SetSimulate/',
    title: 'buyerSetSimulate',
    userCentre: true,
  },
} as const satisfies Record<string, TenantPageRow>;

export type TenantPage = keyof typeof tenantPages;
export type UserCentrePageKey = {
  [P in TenantPage]: (typeof tenantPages)[P] extends { userCentre: true } ? P : never;
}[TenantPage];

/** A page's address query: a list's own parameters come as they are (`URLSearchParams` or text). */
export type Query =
  URLSearchParams | string | Readonly<Record<string, string | number | boolean | undefined>>;
type Named<K extends string> = Readonly<Record<K, string | number>> &
  Readonly<Record<string, string | number | boolean | undefined>>;

type KindRow = (typeof pageKinds)[number];
/** The portal kinds a link must name a record of (a detail needs its id). */
export type IdRoute = Extract<KindRow, { needs: 'id' }>['path'];

type TenantParams<P extends TenantPage> = (typeof tenantPages)[P] extends { needs: infer K extends string }
  ? [params: Named<K>]
  : [params?: Query];
type PortalParams<P extends PortalRoute> = P extends IdRoute ? [params: Named<'id'>] : [params?: Query];

/** A tenant by its virtual directory; a portal kind also needs the portal app it is linked in. */
export type TenantRef = string | { VirtualDirectory: string };
export type PortalRef = { VirtualDirectory: string; portalApp: string };

/** The key under `pageTitles` of a tenant page. */
export function tenantPageTitle<P extends TenantPage>(page: P): (typeof tenantPages)[P]['title'] {
  return tenantPages[page].title;
}

/** Joins the tenant prefix and a path inside the tenant (`buyerweb/list/?x=1`). */
export function sitePath(virtualDirectory: string, inner = ''): string {
  return `/${virtualDirectory}/${inner.replace(/^\/+/, '')}`;
}

/** Appends a query, dropping empty values, after any query the path already has. */
export function withQuery(path: string, query: Query | undefined): string {
  let search: string;
  if (query === undefined) search = '';
  else if (typeof query === 'string') search = query.replace(/^\?/, '');
  else if (query instanceof URLSearchParams) search = query.toString();
  else {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') params.set(key, String(value));
    }
    search = params.toString();
  }
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** The path inside the tenant of a portal kind in one app (`buyerweb/list/`), as menus store it. */
export function kindPath(app: string, route: PortalRoute, query?: Query): string {
  return withQuery(`${app}/${route}/`, query);
}

function pathOf(page: TenantPage, params: Query | undefined): string {
  const row: TenantPageRow = tenantPages[page];
  if (params === undefined || typeof params === 'string' || params instanceof URLSearchParams) {
    return withQuery(row.path, params);
  }
  // A `{name}` segment takes its value from the params, which leave the query.
  const rest: Record<string, string | number | boolean | undefined> = { ...params };
  const path = row.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = encodeURIComponent(String(rest[name]));
    delete rest[name];
    return value;
  });
  return withQuery(path, rest);
}

/** The path inside the tenant of a tenant page, with its path parameter filled in. */
export function tenantPath<P extends TenantPage>(page: P, ...params: TenantParams<P>): string {
  return pathOf(page, params[0]);
}

/**
 * The address of a page of a tenant: a tenant page (`login`, `userDetail`, ...) or a portal kind
 * (`noticeDetail`, ...) of the site's portal app. The row types the params: a detail needs `id`,
 * `loginStatus` its `tokenState`; any other page takes an optional query (a list's filters).
 */
export function href<P extends TenantPage>(site: TenantRef, page: P, ...params: TenantParams<P>): string;
export function href<P extends PortalRoute>(site: PortalRef, page: P, ...params: PortalParams<P>): string;
export function href(site: TenantRef, page: TenantPage | PortalRoute, params?: Query): string {
  const vd = typeof site === 'string' ? site : site.VirtualDirectory;
  if (isTenantPage(page)) return sitePath(vd, pathOf(page, params));
  if (typeof site === 'string' || !('portalApp' in site) || typeof site.portalApp !== 'string') {
    throw new Error(`${page} needs a portal app`);
  }
  return sitePath(vd, kindPath(site.portalApp, page, params));
}

function isTenantPage(page: string): page is TenantPage {
  return Object.hasOwn(tenantPages, page);
}
