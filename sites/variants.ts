import { businesses, type Business, type BusinessId, type IdentityWording } from './businesses';
import { menuSlot, pageKinds, type Family, type MenuSlot, type PortalRoute } from './page-kinds';
import { kindPath } from './pages';
import type {
  FooterKind,
  MenuItem,
  PlatformId,
  SearchConfig,
  SubAppId,
  Theme,
  WebBusinessType,
} from './schema';

export type { IdentityWording } from './businesses';

/** Menu entry as written here; the schema fills the defaults. */
type MenuEntry = Pick<MenuItem, 'index' | 'labelKey' | 'path'> &
  Partial<Pick<MenuItem, 'newWindow' | 'children'>>;

/** One business variant of SPEC §1: what every tenant of that business shares. */
export type Variant = {
  key: string;
  /** Chinese name of the business, used in titles of its tenants. */
  businessName: string;
  PlatformId: PlatformId;
  WebBusinessType: WebBusinessType;
  portalApp: SubAppId;
  identityWording: IdentityWording;
  theme: Theme;
  footerKind: FooterKind;
  LogoFontSize: 42 | 33 | 31;
  /** Path (inside the tenant) the tenant root shows; empty when the root is itself the home page. */
  rootRedirect: string;
  menu: MenuEntry[];
  search: SearchConfig;
  /** Article type ids for the service-guide and download lists. */
  articleTypes: { service: string; download: string };
};

const home: MenuEntry = { index: 1, labelKey: 'home', path: null };
const personalCentre: MenuEntry = { index: 9, labelKey: 'personalCentre', path: null };

function articleMenu(app: string, types: Variant['articleTypes']): MenuEntry[] {
  return [
    { index: 7, labelKey: 'serviceGuide', path: `${kindPath(app, 'articlelist')}?typeid=${types.service}` },
    { index: 8, labelKey: 'downloads', path: `${kindPath(app, 'articlelist')}?typeid=${types.download}` },
  ];
}

/** A catalogue entry, with its ids as the schema types them. */
type Entry = Business & { PlatformId: PlatformId; WebBusinessType: WebBusinessType; portalApp: SubAppId };

/** What every variant takes from its catalogue entry as it is. */
function fromEntry(business: Entry) {
  return {
    key: business.id,
    businessName: business.name,
    PlatformId: business.PlatformId,
    WebBusinessType: business.WebBusinessType,
    portalApp: business.portalApp,
    identityWording: business.identityWording,
    articleTypes: business.articleTypes,
    theme: business.theme ?? 'blue',
    footerKind: 'default' as FooterKind,
    rootRedirect: '',
  };
}

const standardTabs = { announcements: 'projectAnnouncements', results: 'results' };

function slotLabel(slot: MenuSlot, business: Entry): string {
  return 'tab' in slot ? (business.tabs ?? standardTabs)[slot.tab] : slot.labelKey;
}

/**
 * A business's main menu: the page kinds its family puts in the menu (`page-kinds.ts`), and the
 * family's entries that are not a page kind of its own (links out, article lists by type).
 */
function menuOf(business: Entry, family: Family, others: MenuEntry[]): MenuEntry[] {
  const kinds = pageKinds.flatMap((kind): MenuEntry[] => {
    const slot = menuSlot(kind, family);
    if (!slot) return [];
    return [
      {
        index: slot.index,
        labelKey: slotLabel(slot, business),
        path: kindPath(business.portalApp, kind.path),
      },
    ];
  });
  return [...kinds, ...others].sort((a, b) => a.index - b.index);
}

/** The search box's tabs: each a label key and the page kind it searches. */
function searchTabs(app: string, ...tabs: [labelKey: string, route: PortalRoute][]): SearchConfig {
  return { kind: 'tabs', tabs: tabs.map(([labelKey, route]) => ({ labelKey, path: kindPath(app, route) })) };
}

/** buyerweb, forestweb, ruralweb, trivialdealweb share one route set (SPEC §2). */
function buyerStyle(business: Entry): Variant {
  const app = business.portalApp;
  return {
    ...fromEntry(business),
    LogoFontSize: 42,
    menu: menuOf(business, 'buyer', [
      home,
      { index: 3, labelKey: 'provinceCentre', path: null },
      { index: 5, labelKey: 'provincePlatform', path: null },
      ...articleMenu(app, business.articleTypes),
      personalCentre,
    ]),
    search: searchTabs(app, ['projectAnnouncements', 'list'], ['results', 'anncPublic']),
  };
}

/** brandweb, brandtrustweb, seedweb, iprweb, sportweb and the other "home" portals (SPEC §2). */
function homeStyle(business: Entry): Variant {
  const app = business.portalApp;
  const tabs = business.tabs ?? standardTabs;
  return {
    ...fromEntry(business),
    LogoFontSize: 33,
    menu: menuOf(business, 'home', [...articleMenu(app, business.articleTypes), personalCentre]),
    search: searchTabs(app, [tabs.announcements, 'anncNoticeList'], [tabs.results, 'anncPublic']),
  };
}

/** leaseweb and smallleaseweb; small lease's menu also links its own site (SPEC §2). */
function leaseStyle(business: Entry): Variant {
  const app = business.portalApp;
  const extraMenu: MenuEntry[] = business.ownSiteLink
    ? [{ index: 5, labelKey: 'smallLeaseSite', path: null, newWindow: true }]
    : [];
  return {
    ...fromEntry(business),
    LogoFontSize: 33,
    menu: menuOf(business, 'lease', [
      ...extraMenu,
      ...articleMenu(app, business.articleTypes),
      personalCentre,
    ]),
    search: searchTabs(app, ['projectAnnouncements', 'search'], ['results', 'anncPublic']),
  };
}

function equitytrustStyle(business: Entry): Variant {
  const app = business.portalApp;
  return {
    ...fromEntry(business),
    LogoFontSize: 33,
    rootRedirect: kindPath(app, 'InfoNotice/List'),
    menu: menuOf(business, 'equitytrust', [...articleMenu(app, business.articleTypes), personalCentre]),
    search: searchTabs(app, ['trusteeshipAnnouncements', 'InfoNotice/List']),
  };
}

/** The two announcement-list portals of SPEC §2 (recycle, solid waste): ylHead pages for the guides. */
function annclistStyle(
  business: Entry,
  family: 'recycle' | 'solidwaste',
  footerKind: FooterKind,
  downloads: boolean,
): Variant {
  const app = business.portalApp;
  const { service, download } = business.articleTypes;
  return {
    ...fromEntry(business),
    footerKind,
    LogoFontSize: 31,
    menu: menuOf(business, family, [
      home,
      { index: 7, labelKey: 'serviceGuide', path: `${kindPath(app, 'ylHead')}?id=${service}` },
      ...(downloads
        ? [{ index: 8, labelKey: 'downloads', path: `${kindPath(app, 'ylHead')}?id=${download}` }]
        : []),
      personalCentre,
    ]),
    search: searchTabs(app, ['tradingAnnouncements', 'annc_list'], ['results', 'success_annc_list']),
  };
}

function inventoryStyle(business: Entry): Variant {
  const app = business.portalApp;
  const articles = (type: string) => `${kindPath(app, 'articleList')}?type=${type}`;
  return {
    ...fromEntry(business),
    footerKind: 'inventory',
    LogoFontSize: 33,
    menu: menuOf(business, 'inventory', [
      home,
      {
        index: 4,
        labelKey: 'platformDynamics',
        path: articles('dynamic'),
        children: [
          { labelKey: 'platformDynamics', path: articles('dynamic') },
          { labelKey: 'newsInformation', path: articles('news') },
          { labelKey: 'policiesAndLaws', path: articles('law') },
        ],
      },
      { index: 7, labelKey: 'operationGuide', path: articles('service') },
      { index: 8, labelKey: 'privacyPolicy', path: articles('policy') },
      personalCentre,
    ]),
    search: { kind: 'single', path: kindPath(app, 'search') },
  };
}

/** Each family's menu, search and look; its routes and the menu entries of its page kinds are in page-kinds.ts. */
const familyVariant: Record<Family, (business: Entry) => Variant> = {
  buyer: buyerStyle,
  home: homeStyle,
  lease: leaseStyle,
  equitytrust: equitytrustStyle,
  recycle: (business) => annclistStyle(business, 'recycle', 'default', true),
  // Solid waste has its own footer and no downloads in its menu (SPEC §2).
  solidwaste: (business) => annclistStyle(business, 'solidwaste', 'solidwaste', false),
  inventory: inventoryStyle,
};

/** Every business's variant, from its catalogue entry. */
export const variants = Object.fromEntries(
  businesses.map((business) => [business.id, familyVariant[business.family](business)]),
) as Record<BusinessId, Variant>;

export type VariantKey = BusinessId;
