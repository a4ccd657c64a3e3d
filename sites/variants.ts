import { businesses, type Business, type BusinessId, type Family, type IdentityWording } from './businesses';
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

function articleMenu(app: string, types: Variant['articleTypes'], list = 'articlelist'): MenuEntry[] {
  return [
    { index: 7, labelKey: 'serviceGuide', path: `${app}/${list}/?typeid=${types.service}` },
    { index: 8, labelKey: 'downloads', path: `${app}/${list}/?typeid=${types.download}` },
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

/** buyerweb, forestweb, ruralweb, trivialdealweb share one route set (SPEC §2). */
function buyerStyle(business: Entry): Variant {
  const app = business.portalApp;
  return {
    ...fromEntry(business),
    LogoFontSize: 42,
    menu: [
      home,
      { index: 2, labelKey: 'projectAnnouncements', path: `${app}/list/` },
      { index: 3, labelKey: 'provinceCentre', path: null },
      { index: 4, labelKey: 'notices', path: `${app}/anncNoticeList/` },
      { index: 5, labelKey: 'provincePlatform', path: null },
      { index: 6, labelKey: 'results', path: `${app}/anncPublic/` },
      ...articleMenu(app, business.articleTypes),
      personalCentre,
    ],
    search: {
      kind: 'tabs',
      tabs: [
        { labelKey: 'projectAnnouncements', path: `${app}/list/` },
        { labelKey: 'results', path: `${app}/anncPublic/` },
      ],
    },
  };
}

const standardTabs = { announcements: 'projectAnnouncements', results: 'results' };

/** brandweb, brandtrustweb, seedweb, iprweb, sportweb and the other "home" portals (SPEC §2). */
function homeStyle(business: Entry): Variant {
  const app = business.portalApp;
  const tabs = business.tabs ?? standardTabs;
  return {
    ...fromEntry(business),
    LogoFontSize: 33,
    menu: [
      { index: 1, labelKey: 'home', path: `${app}/home/` },
      { index: 2, labelKey: tabs.announcements, path: `${app}/anncNoticeList/` },
      { index: 6, labelKey: tabs.results, path: `${app}/anncPublic/` },
      ...articleMenu(app, business.articleTypes),
      personalCentre,
    ],
    search: {
      kind: 'tabs',
      tabs: [
        { labelKey: tabs.announcements, path: `${app}/anncNoticeList/` },
        { labelKey: tabs.results, path: `${app}/anncPublic/` },
      ],
    },
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
    menu: [
      { index: 1, labelKey: 'home', path: `${app}/home/` },
      { index: 2, labelKey: 'leaseAnnouncements', path: `${app}/annc/` },
      ...extraMenu,
      { index: 6, labelKey: 'dealResults', path: `${app}/anncPublic/` },
      ...articleMenu(app, business.articleTypes),
      personalCentre,
      { index: 10, labelKey: 'guestBook', path: `${app}/guestBook/` },
    ],
    search: {
      kind: 'tabs',
      tabs: [
        { labelKey: 'projectAnnouncements', path: `${app}/search/` },
        { labelKey: 'results', path: `${app}/anncPublic/` },
      ],
    },
  };
}

function equitytrustStyle(business: Entry): Variant {
  const app = business.portalApp;
  return {
    ...fromEntry(business),
    LogoFontSize: 33,
    rootRedirect: `${app}/InfoNotice/List/`,
    menu: [
      { index: 2, labelKey: 'infoNotice', path: `${app}/InfoNotice/List/` },
      { index: 4, labelKey: 'checkInTrust', path: `${app}/CheckInTrust/List/` },
      { index: 6, labelKey: 'companyStyle', path: `${app}/CompanyStyle/List/` },
      ...articleMenu(app, business.articleTypes),
      personalCentre,
    ],
    search: {
      kind: 'tabs',
      tabs: [{ labelKey: 'trusteeshipAnnouncements', path: `${app}/InfoNotice/List/` }],
    },
  };
}

/** The two announcement-list portals of SPEC §2 (recycle, solid waste): ylHead pages for the guides. */
function annclistStyle(business: Entry, footerKind: FooterKind, downloads: boolean): Variant {
  const app = business.portalApp;
  const { service, download } = business.articleTypes;
  return {
    ...fromEntry(business),
    footerKind,
    LogoFontSize: 31,
    menu: [
      home,
      { index: 2, labelKey: 'tradingAnnouncements', path: `${app}/annc_list/` },
      { index: 4, labelKey: 'news', path: `${app}/news/` },
      { index: 6, labelKey: 'dealResults', path: `${app}/success_annc_list/` },
      { index: 7, labelKey: 'serviceGuide', path: `${app}/ylHead/?id=${service}` },
      ...(downloads ? [{ index: 8, labelKey: 'downloads', path: `${app}/ylHead/?id=${download}` }] : []),
      personalCentre,
    ],
    search: {
      kind: 'tabs',
      tabs: [
        { labelKey: 'tradingAnnouncements', path: `${app}/annc_list/` },
        { labelKey: 'results', path: `${app}/success_annc_list/` },
      ],
    },
  };
}

function inventoryStyle(business: Entry): Variant {
  const app = business.portalApp;
  return {
    ...fromEntry(business),
    footerKind: 'inventory',
    LogoFontSize: 33,
    menu: [
      home,
      { index: 2, labelKey: 'auctionAnnouncements', path: `${app}/annc/` },
      {
        index: 4,
        labelKey: 'platformDynamics',
        path: `${app}/articleList/?type=dynamic`,
        children: [
          { labelKey: 'platformDynamics', path: `${app}/articleList/?type=dynamic` },
          { labelKey: 'newsInformation', path: `${app}/articleList/?type=news` },
          { labelKey: 'policiesAndLaws', path: `${app}/articleList/?type=law` },
        ],
      },
      { index: 6, labelKey: 'dealResults', path: `${app}/success_annc_list/` },
      { index: 7, labelKey: 'operationGuide', path: `${app}/articleList/?type=service` },
      { index: 8, labelKey: 'privacyPolicy', path: `${app}/articleList/?type=policy` },
      personalCentre,
    ],
    search: { kind: 'single', path: `${app}/search/` },
  };
}

/** Each family's menu, search and look; its routes are `familyRoutes` of businesses.ts. */
const familyVariant: Record<Family, (business: Entry) => Variant> = {
  buyer: buyerStyle,
  home: homeStyle,
  lease: leaseStyle,
  equitytrust: equitytrustStyle,
  recycle: (business) => annclistStyle(business, 'default', true),
  // Solid waste has its own footer and no downloads in its menu (SPEC §2).
  solidwaste: (business) => annclistStyle(business, 'solidwaste', false),
  inventory: inventoryStyle,
};

/** Every business's variant, from its catalogue entry. */
export const variants = Object.fromEntries(
  businesses.map((business) => [business.id, familyVariant[business.family](business)]),
) as Record<BusinessId, Variant>;

export type VariantKey = BusinessId;
