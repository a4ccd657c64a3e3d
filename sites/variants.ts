import type {
  FooterKind,
  MenuItem,
  PlatformId,
  SearchConfig,
  SubAppId,
  Theme,
  WebBusinessType,
} from './schema';

/** Menu entry as written here; the schema fills the defaults. */
type MenuEntry = Pick<MenuItem, 'index' | 'labelKey' | 'path'> &
  Partial<Pick<MenuItem, 'newWindow' | 'children'>>;

export type IdentityWording = 'default' | 'brand' | 'lease';

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

/** buyerweb, forestweb, ruralweb, trivialdealweb share one route set (SPEC §2). */
function buyerStyle(
  key: string,
  businessName: string,
  ids: Pick<Variant, 'PlatformId' | 'WebBusinessType' | 'portalApp' | 'theme'>,
  articleTypes: Variant['articleTypes'],
): Variant {
  const app = ids.portalApp;
  return {
    key,
    businessName,
    ...ids,
    identityWording: 'default',
    footerKind: 'default',
    LogoFontSize: 42,
    rootRedirect: '',
    articleTypes,
    menu: [
      home,
      { index: 2, labelKey: 'projectAnnouncements', path: `${app}/list/` },
      { index: 3, labelKey: 'provinceCentre', path: null },
      { index: 4, labelKey: 'notices', path: `${app}/anncNoticeList/` },
      { index: 5, labelKey: 'provincePlatform', path: null },
      { index: 6, labelKey: 'results', path: `${app}/anncPublic/` },
      ...articleMenu(app, articleTypes),
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

/** brandweb, brandtrustweb, seedweb, iprweb, sportweb and the other "home" portals (SPEC §2). */
function homeStyle(
  key: string,
  businessName: string,
  ids: Pick<Variant, 'PlatformId' | 'WebBusinessType' | 'portalApp'>,
  articleTypes: Variant['articleTypes'],
  tabs: { announcements: string; results: string },
  identityWording: IdentityWording = 'default',
): Variant {
  const app = ids.portalApp;
  return {
    key,
    businessName,
    ...ids,
    theme: 'blue',
    identityWording,
    footerKind: 'default',
    LogoFontSize: 33,
    rootRedirect: '',
    articleTypes,
    menu: [
      { index: 1, labelKey: 'home', path: `${app}/home/` },
      { index: 2, labelKey: tabs.announcements, path: `${app}/anncNoticeList/` },
      { index: 6, labelKey: tabs.results, path: `${app}/anncPublic/` },
      ...articleMenu(app, articleTypes),
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

function leaseStyle(
  key: string,
  businessName: string,
  ids: Pick<Variant, 'PlatformId' | 'WebBusinessType' | 'portalApp'>,
  articleTypes: Variant['articleTypes'],
  extraMenu: MenuEntry[],
): Variant {
  const app = ids.portalApp;
  return {
    key,
    businessName,
    ...ids,
    theme: 'blue',
    identityWording: 'lease',
    footerKind: 'default',
    LogoFontSize: 33,
    rootRedirect: '',
    articleTypes,
    menu: [
      { index: 1, labelKey: 'home', path: `${app}/home/` },
      { index: 2, labelKey: 'leaseAnnouncements', path: `${app}/annc/` },
      ...extraMenu,
      { index: 6, labelKey: 'dealResults', path: `${app}/anncPublic/` },
      ...articleMenu(app, articleTypes),
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

const standardTabs = { announcements: 'projectAnnouncements', results: 'results' };

export const variants = {
  assets: buyerStyle(
    'assets',
    '国有产权交易',
    { PlatformId: 'AssetsCliectApp', WebBusinessType: 'Assets', portalApp: 'buyerweb', theme: 'blue' },
    { service: 'service', download: 'download' },
  ),
  trivialdeal: buyerStyle(
    'trivialdeal',
    '小额废旧物资自主交易',
    {
      PlatformId: 'TrivialdealClientApp',
      WebBusinessType: 'TrivialDeal',
      portalApp: 'trivialdealweb',
      theme: 'blue',
    },
    { service: 'smallserver', download: 'smalldown' },
  ),
  forest: buyerStyle(
    'forest',
    '集体林权流转',
    { PlatformId: 'ForestCliectApp', WebBusinessType: 'Forest', portalApp: 'forestweb', theme: 'green' },
    { service: 'service', download: 'download' },
  ),
  rural: buyerStyle(
    'rural',
    '农村产权流转',
    { PlatformId: 'RuralCliectApp', WebBusinessType: 'Rural', portalApp: 'ruralweb', theme: 'green' },
    { service: 'service', download: 'download' },
  ),
  equitytrust: {
    key: 'equitytrust',
    businessName: '股权登记托管',
    PlatformId: 'EquitytrustClientApp',
    WebBusinessType: 'EquityTrust',
    portalApp: 'equitytrustweb',
    identityWording: 'default',
    theme: 'blue',
    footerKind: 'default',
    LogoFontSize: 33,
    rootRedirect: 'equitytrustweb/InfoNotice/List/',
    articleTypes: { service: 'equitytrustservice', download: 'equitytrustdownload' },
    menu: [
      { index: 2, labelKey: 'infoNotice', path: 'equitytrustweb/InfoNotice/List/' },
      { index: 4, labelKey: 'checkInTrust', path: 'equitytrustweb/CheckInTrust/List/' },
      { index: 6, labelKey: 'companyStyle', path: 'equitytrustweb/CompanyStyle/List/' },
      ...articleMenu('equitytrustweb', {
        service: 'equitytrustservice',
        download: 'equitytrustdownload',
      }),
      personalCentre,
    ],
    search: {
      kind: 'tabs',
      tabs: [{ labelKey: 'trusteeshipAnnouncements', path: 'equitytrustweb/InfoNotice/List/' }],
    },
  },
  recycle: {
    key: 'recycle',
    businessName: '废旧物资及加工贸易废料',
    PlatformId: 'RecycleClientApp',
    WebBusinessType: 'recycle',
    portalApp: 'recycleweb',
    identityWording: 'default',
    theme: 'blue',
    footerKind: 'default',
    LogoFontSize: 31,
    rootRedirect: '',
    articleTypes: { service: '2', download: '4' },
    menu: [
      home,
      { index: 2, labelKey: 'tradingAnnouncements', path: 'recycleweb/annc_list/' },
      { index: 4, labelKey: 'news', path: 'recycleweb/news/' },
      { index: 6, labelKey: 'dealResults', path: 'recycleweb/success_annc_list/' },
      { index: 7, labelKey: 'serviceGuide', path: 'recycleweb/ylHead/?id=2' },
      { index: 8, labelKey: 'downloads', path: 'recycleweb/ylHead/?id=4' },
      personalCentre,
    ],
    search: {
      kind: 'tabs',
      tabs: [
        { labelKey: 'tradingAnnouncements', path: 'recycleweb/annc_list/' },
        { labelKey: 'results', path: 'recycleweb/success_annc_list/' },
      ],
    },
  },
  solidwaste: {
    key: 'solidwaste',
    businessName: '工业固体废物',
    PlatformId: 'SolidWasteClientApp',
    WebBusinessType: 'SolidWaste',
    portalApp: 'solidwasteweb',
    identityWording: 'default',
    theme: 'blue',
    footerKind: 'solidwaste',
    LogoFontSize: 31,
    rootRedirect: '',
    articleTypes: { service: '2', download: '3' },
    menu: [
      home,
      { index: 2, labelKey: 'tradingAnnouncements', path: 'solidwasteweb/annc_list/' },
      { index: 4, labelKey: 'news', path: 'solidwasteweb/news/' },
      { index: 6, labelKey: 'dealResults', path: 'solidwasteweb/success_annc_list/' },
      { index: 7, labelKey: 'serviceGuide', path: 'solidwasteweb/ylHead/?id=2' },
      personalCentre,
    ],
    search: {
      kind: 'tabs',
      tabs: [
        { labelKey: 'tradingAnnouncements', path: 'solidwasteweb/annc_list/' },
        { labelKey: 'results', path: 'solidwasteweb/success_annc_list/' },
      ],
    },
  },
  inventory: {
    key: 'inventory',
    businessName: '全球电子库存拍卖',
    PlatformId: 'InventoryClientApp',
    WebBusinessType: 'inventory',
    portalApp: 'inventoryweb',
    identityWording: 'default',
    theme: 'blue',
    footerKind: 'inventory',
    LogoFontSize: 33,
    rootRedirect: '',
    articleTypes: { service: 'service', download: 'download' },
    menu: [
      home,
      { index: 2, labelKey: 'auctionAnnouncements', path: 'inventoryweb/annc/' },
      {
        index: 4,
        labelKey: 'platformDynamics',
        path: 'inventoryweb/articleList/?type=dynamic',
        children: [
          { labelKey: 'platformDynamics', path: 'inventoryweb/articleList/?type=dynamic' },
          { labelKey: 'newsInformation', path: 'inventoryweb/articleList/?type=news' },
          { labelKey: 'policiesAndLaws', path: 'inventoryweb/articleList/?type=law' },
        ],
      },
      { index: 6, labelKey: 'dealResults', path: 'inventoryweb/success_annc_list/' },
      { index: 7, labelKey: 'operationGuide', path: 'inventoryweb/articleList/?type=service' },
      { index: 8, labelKey: 'privacyPolicy', path: 'inventoryweb/articleList/?type=policy' },
      personalCentre,
    ],
    search: { kind: 'single', path: 'inventoryweb/search/' },
  },
  brand: homeStyle(
    'brand',
    '品牌资产服务',
    { PlatformId: 'BrandClientApp', WebBusinessType: 'Brand', portalApp: 'brandweb' },
    { service: 'brandserver', download: 'branddownload' },
    { announcements: 'financingAnnouncements', results: 'dealAnnouncements' },
    'brand',
  ),
  brandtrust: homeStyle(
    'brandtrust',
    '品牌服务托管',
    { PlatformId: 'BrandTrustClientApp', WebBusinessType: 'BrandTrust', portalApp: 'brandtrustweb' },
    { service: 'brandtrustserver', download: 'brandtrustdownload' },
    { announcements: 'trusteeshipAnnouncements', results: 'results' },
    'brand',
  ),
  seed: homeStyle(
    'seed',
    '种业科技交易',
    { PlatformId: 'SeedClientApp', WebBusinessType: 'Seed', portalApp: 'seedweb' },
    { service: 'seedserver', download: 'seeddownload' },
    standardTabs,
  ),
  seedtrust: homeStyle(
    'seedtrust',
    '种业科技登记',
    { PlatformId: 'SeedTrustClientApp', WebBusinessType: 'SeedTrust', portalApp: 'seedtrustweb' },
    { service: 'seedtrustserver', download: 'seedtrustdownload' },
    standardTabs,
  ),
  ipr: homeStyle(
    'ipr',
    '知识产权及技术转移',
    { PlatformId: 'IPRClientApp', WebBusinessType: 'IPR', portalApp: 'iprweb' },
    { service: 'iprserver', download: 'iprdownload' },
    standardTabs,
  ),
  iprtrust: homeStyle(
    'iprtrust',
    '知识产权登记',
    { PlatformId: 'IPRTrustClientApp', WebBusinessType: 'IPRTrust', portalApp: 'iprtrustweb' },
    { service: 'iprtrustserver', download: 'iprtrustdownload' },
    standardTabs,
  ),
  sport: homeStyle(
    'sport',
    '体育资源交易',
    { PlatformId: 'SportClientApp', WebBusinessType: 'Sport', portalApp: 'sportweb' },
    { service: 'sportserver', download: 'sportdownload' },
    standardTabs,
  ),
  expert: homeStyle(
    'expert',
    '专家采购服务',
    { PlatformId: 'ExpertClientApp', WebBusinessType: 'expert', portalApp: 'expertweb' },
    { service: 'expertserver', download: 'expertdownload' },
    standardTabs,
  ),
  lease: leaseStyle(
    'lease',
    '资产租赁',
    { PlatformId: 'LeaseClientApp', WebBusinessType: 'Lease', portalApp: 'leaseweb' },
    { service: 'leaseserver', download: 'leasedown' },
    [],
  ),
  smalllease: leaseStyle(
    'smalllease',
    '小额租赁',
    { PlatformId: 'SmallLeaseClientApp', WebBusinessType: 'SmallLease', portalApp: 'smallleaseweb' },
    { service: 'smallleaseserver', download: 'smallleasedown' },
    [{ index: 5, labelKey: 'smallLeaseSite', path: null, newWindow: true }],
  ),
} satisfies Record<string, Variant>;

export type VariantKey = keyof typeof variants;
