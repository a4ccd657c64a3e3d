/**
 * The one table of portal page kinds (SPEC §2 "Portal areas"): each kind is written once here, and
 * the route sets (`lib/portal/route-set.ts`), the static params (`lib/portal/route-params.ts`), the
 * page titles, the families' menus (`variants.ts`) and the early calls
 * (`components/portal/kind-page.tsx`) derive from it. Its page lives at
 * `app/[site]/(<group>)/[app]/<folder or path>/page.tsx`, a thin call of the page factory; a test
 * holds the folders and the rows to each other.
 */

/** The families of portals (SPEC §2); each business of `businesses.ts` belongs to one. */
export const families = [
  'buyer',
  'home',
  'lease',
  'recycle',
  'solidwaste',
  'inventory',
  'equitytrust',
] as const;
export type Family = (typeof families)[number];

/**
 * Where a kind stands in a family's main menu (SPEC §2 "Menu indexes"), and its words: a key under
 * `header.menu`, or the announcements or results word of the business's `tabs`.
 */
export type MenuSlot =
  { index: number; labelKey: string } | { index: number; tab: 'announcements' | 'results' };

export type PageKind = {
  /** The legacy route name, the path under `/<vd>/<app>/`. */
  path: string;
  /** The route folder when it is not `path` (a dynamic segment). */
  folder?: string;
  /** The route group: `main` (the default) pages have the header and footer, `bare` ones fill the window. */
  group?: 'main' | 'bare';
  /**
   * Key under `pageTitles`: the `<title>`, and the heading where the menu does not name the kind.
   * By default the path without its slash (`InfoNotice/List`: `InfoNoticeList`).
   */
  title?: string;
  /** The families whose portals serve the kind; a single business adds one in `extraRoutes`. */
  families: readonly Family[];
  /** Its menu slot in every family that serves it, or in each family its own (none: not in the menu). */
  menu?: MenuSlot | Partial<Record<Family, MenuSlot>>;
  /** The call the page sends from its HTML before hydration: the list's first page, or the record. */
  early?: 'annc-list' | 'annc-detail';
  /** `none`: the content brings its own headings; `home`: the home page, without the portal frame. */
  frame?: 'none' | 'home';
  /** A page of one record: a link to it must give the record's `id` (`href()` of `pages.ts`). */
  needs?: 'id';
};

const homeFamilies = ['buyer', 'home', 'lease'] as const;

export const pageKinds = [
  { path: 'home', families: ['home', 'lease'], menu: { index: 1, labelKey: 'home' }, frame: 'home' },
  {
    path: 'list',
    families: ['buyer'],
    menu: { index: 2, labelKey: 'projectAnnouncements' },
    early: 'annc-list',
  },
  {
    path: 'anncNoticeList',
    families: homeFamilies,
    menu: { buyer: { index: 4, labelKey: 'notices' }, home: { index: 2, tab: 'announcements' } },
    early: 'annc-list',
  },
  { path: 'noticeDetail', needs: 'id', families: homeFamilies, early: 'annc-detail' },
  {
    path: 'anncPublic',
    families: homeFamilies,
    menu: {
      buyer: { index: 6, labelKey: 'results' },
      home: { index: 6, tab: 'results' },
      lease: { index: 6, labelKey: 'dealResults' },
    },
    early: 'annc-list',
  },
  {
    path: 'publicDetail',
    needs: 'id',
    families: [...homeFamilies, 'recycle', 'inventory'],
    early: 'annc-detail',
  },
  { path: 'articlelist', families: [...homeFamilies, 'equitytrust'], frame: 'none' },
  { path: 'articledetail', needs: 'id', families: [...homeFamilies, 'equitytrust'] },
  { path: 'SetSimulate', families: ['buyer'] },
  {
    path: 'annc',
    families: ['lease', 'inventory'],
    menu: {
      lease: { index: 2, labelKey: 'leaseAnnouncements' },
      inventory: { index: 2, labelKey: 'auctionAnnouncements' },
    },
    early: 'annc-list',
  },
  { path: 'anncDetail', needs: 'id', families: ['lease', 'solidwaste'], early: 'annc-detail' },
  {
    path: 'annc_list',
    families: ['recycle', 'solidwaste'],
    menu: { index: 2, labelKey: 'tradingAnnouncements' },
    early: 'annc-list',
  },
  {
    path: 'success_annc_list',
    families: ['recycle', 'solidwaste', 'inventory'],
    menu: { index: 6, labelKey: 'dealResults' },
    early: 'annc-list',
  },
  {
    path: 'news',
    families: ['recycle', 'solidwaste', 'inventory'],
    menu: { recycle: { index: 4, labelKey: 'news' }, solidwaste: { index: 4, labelKey: 'news' } },
  },
  { path: 'ylHead', needs: 'id', families: ['recycle', 'solidwaste'], frame: 'none' },
  { path: 'search', families: ['lease', 'inventory'], early: 'annc-list' },
  {
    // A dynamic segment: an `articleList` folder would clash with `articlelist` on case-insensitive disks.
    path: 'articleList',
    folder: '[articleRoute]',
    families: ['inventory'],
    frame: 'none',
  },
  { path: 'guestBook', families: ['lease'], menu: { index: 10, labelKey: 'guestBook' } },
  { path: 'mapFindHouse', group: 'bare', families: ['lease'] },
  { path: 'fullVirtualReality', needs: 'id', group: 'bare', families: ['lease'] },
  { path: 'AnncApply', needs: 'id', families: [] },
  { path: 'InfoNotice/List', families: ['equitytrust'], menu: { index: 2, labelKey: 'infoNotice' } },
  { path: 'InfoNotice/Detail', needs: 'id', families: ['equitytrust'] },
  { path: 'CheckInTrust/List', families: ['equitytrust'], menu: { index: 4, labelKey: 'checkInTrust' } },
  { path: 'CompanyAnncDetail', needs: 'id', families: ['equitytrust'] },
  { path: 'TrustCompanyDetail', needs: 'id', families: ['equitytrust'] },
  { path: 'CompanyStyle/List', families: ['equitytrust'], menu: { index: 6, labelKey: 'companyStyle' } },
  { path: 'CompanyStyle/Detail', needs: 'id', families: ['equitytrust'] },
] as const satisfies readonly PageKind[];

export type PortalRoute = (typeof pageKinds)[number]['path'];
/** The kinds that list announcements, whose first page goes out early. */
export type ListRoute = Extract<(typeof pageKinds)[number], { early: 'annc-list' }>['path'];

export const portalRoutes: readonly PortalRoute[] = pageKinds.map((kind) => kind.path);

const byPath = new Map<string, PageKind>(pageKinds.map((kind) => [kind.path, kind]));

type KindRow = (typeof pageKinds)[number];
/** The row of a route, with its literal fields. */
export type KindOf<R extends PortalRoute> = Extract<KindRow, { path: R }>;

export function pageKind<R extends PortalRoute>(path: R): KindOf<R> & PageKind {
  return byPath.get(path) as KindOf<R> & PageKind;
}

/** The key under `pageTitles` of a row: its `title`, or its path without the slash. */
export type TitleKeyOf<K extends { path: string }> = K extends { title: infer T extends string }
  ? T
  : K['path'] extends `${infer Head}/${infer Tail}`
    ? `${Head}${Tail}`
    : K['path'];
/** Every portal kind's title key: `lib/site/build-time/page-title.ts` checks each names a message. */
export type PortalTitleKey = TitleKeyOf<KindRow>;

/** The kind's key under `pageTitles`. */
export function titleKey<K extends PageKind>(kind: K): TitleKeyOf<K> {
  return (kind.title ?? kind.path.replace('/', '')) as TitleKeyOf<K>;
}

/** Where a kind stands in a family's menu, if it does. */
export function menuSlot(kind: PageKind, family: Family): MenuSlot | undefined {
  if (!kind.menu || !kind.families.includes(family)) return undefined;
  return 'index' in kind.menu ? (kind.menu as MenuSlot) : kind.menu[family];
}

/** The kind's route group. */
export function groupOf(kind: PageKind): 'main' | 'bare' {
  return kind.group ?? 'main';
}

/** The kinds a family's portals serve. */
export function familyRoutes(family: Family): PortalRoute[] {
  return pageKinds
    .filter((kind) => (kind.families as readonly Family[]).includes(family))
    .map((kind) => kind.path);
}
