/**
 * The one catalogue of businesses (SPEC §1, §2): each is written once here, and the schema's enums
 * (`platformIds`, `webBusinessTypes`, the portal sub-apps), the variants (`variants.ts`), the
 * deployments (`deployments.ts`) and the portal route sets (`lib/portal/route-set.ts`) derive from
 * it. A business of an existing family is one entry; a new family also needs its rows in the page
 * kinds (`page-kinds.ts`) and its menu in `variants.ts`.
 */
import { familyRoutes, type Family, type PortalRoute } from './page-kinds';

export type { Family, PortalRoute } from './page-kinds';

/** How the account types read on a business's sign-in and identity pages. */
export type IdentityWording = 'default' | 'brand' | 'lease';

/** One business of the catalogue. */
export type Business = {
  id: string;
  family: Family;
  /** Chinese name of the business, used in titles of its tenants. */
  name: string;
  PlatformId: string;
  WebBusinessType: string;
  /** The sub-app its portal pages live under. */
  portalApp: string;
  identityWording: IdentityWording;
  theme?: 'blue' | 'green';
  /** Article type ids for the service-guide and download lists. */
  articleTypes: { service: string; download: string };
  /** Menu and search words of a home-family portal's two lists. */
  tabs?: { announcements: string; results: string };
  /** The menu also links the business's own site (small lease, SPEC §2). */
  ownSiteLink?: boolean;
  /** Routes this business serves beyond its family's. */
  extraRoutes?: readonly PortalRoute[];
  /** Province-level path prefixes (SPEC §2); none for assets, whose tenants are the trading centres. */
  prefixes: readonly string[];
  /** Also one deployment per city (SPEC §2). */
  perCity?: boolean;
};

const standardTabs = { announcements: 'projectAnnouncements', results: 'results' };

/**
 * The sandbox seeds the portals' announcements and articles in this order from one random stream:
 * moving an entry changes their seeded data, so a new business goes at the end.
 */
export const businesses = [
  {
    id: 'assets',
    family: 'buyer',
    name: '国有产权交易',
    PlatformId: 'AssetsCliectApp',
    WebBusinessType: 'Assets',
    portalApp: 'buyerweb',
    identityWording: 'default',
    theme: 'blue',
    articleTypes: { service: 'service', download: 'download' },
    prefixes: [],
  },
  {
    id: 'trivialdeal',
    family: 'buyer',
    name: '小额废旧物资自主交易',
    PlatformId: 'TrivialdealClientApp',
    WebBusinessType: 'TrivialDeal',
    portalApp: 'trivialdealweb',
    identityWording: 'default',
    theme: 'blue',
    articleTypes: { service: 'smallserver', download: 'smalldown' },
    prefixes: ['trivialdeal'],
    perCity: true,
  },
  {
    id: 'forest',
    family: 'buyer',
    name: '集体林权流转',
    PlatformId: 'ForestCliectApp',
    WebBusinessType: 'Forest',
    portalApp: 'forestweb',
    identityWording: 'default',
    theme: 'green',
    articleTypes: { service: 'service', download: 'download' },
    prefixes: ['forest'],
    perCity: true,
  },
  {
    id: 'rural',
    family: 'buyer',
    name: '农村产权流转',
    PlatformId: 'RuralCliectApp',
    WebBusinessType: 'Rural',
    portalApp: 'ruralweb',
    identityWording: 'default',
    theme: 'green',
    articleTypes: { service: 'service', download: 'download' },
    // `countryside` is a second rural deployment.
    prefixes: ['rural', 'countryside'],
    perCity: true,
  },
  {
    id: 'equitytrust',
    family: 'equitytrust',
    name: '股权登记托管',
    PlatformId: 'EquitytrustClientApp',
    WebBusinessType: 'EquityTrust',
    portalApp: 'equitytrustweb',
    identityWording: 'default',
    articleTypes: { service: 'equitytrustservice', download: 'equitytrustdownload' },
    prefixes: ['equitytrust'],
  },
  {
    id: 'recycle',
    family: 'recycle',
    name: '废旧物资及加工贸易废料',
    PlatformId: 'RecycleClientApp',
    WebBusinessType: 'recycle',
    portalApp: 'recycleweb',
    identityWording: 'default',
    articleTypes: { service: '2', download: '4' },
    prefixes: ['recycle'],
  },
  {
    id: 'solidwaste',
    family: 'solidwaste',
    name: '工业固体废物',
    PlatformId: 'SolidWasteClientApp',
    WebBusinessType: 'SolidWaste',
    portalApp: 'solidwasteweb',
    identityWording: 'default',
    articleTypes: { service: '2', download: '3' },
    prefixes: ['solidwaste'],
  },
  {
    id: 'inventory',
    family: 'inventory',
    name: '全球电子库存拍卖',
    PlatformId: 'InventoryClientApp',
    WebBusinessType: 'inventory',
    portalApp: 'inventoryweb',
    identityWording: 'default',
    articleTypes: { service: 'service', download: 'download' },
    prefixes: ['inventory'],
  },
  {
    id: 'brand',
    family: 'home',
    name: '品牌资产服务',
    PlatformId: 'BrandClientApp',
    WebBusinessType: 'Brand',
    portalApp: 'brandweb',
    identityWording: 'brand',
    articleTypes: { service: 'brandserver', download: 'branddownload' },
    tabs: { announcements: 'financingAnnouncements', results: 'dealAnnouncements' },
    prefixes: ['brand'],
  },
  {
    id: 'brandtrust',
    family: 'home',
    name: '品牌服务托管',
    PlatformId: 'BrandTrustClientApp',
    WebBusinessType: 'BrandTrust',
    portalApp: 'brandtrustweb',
    identityWording: 'brand',
    articleTypes: { service: 'brandtrustserver', download: 'brandtrustdownload' },
    tabs: { announcements: 'trusteeshipAnnouncements', results: 'results' },
    prefixes: ['brandtrust'],
  },
  {
    id: 'seed',
    family: 'home',
    name: '种业科技交易',
    PlatformId: 'SeedClientApp',
    WebBusinessType: 'Seed',
    portalApp: 'seedweb',
    identityWording: 'default',
    articleTypes: { service: 'seedserver', download: 'seeddownload' },
    tabs: standardTabs,
    prefixes: ['seed'],
  },
  {
    id: 'seedtrust',
    family: 'home',
    name: '种业科技登记',
    PlatformId: 'SeedTrustClientApp',
    WebBusinessType: 'SeedTrust',
    portalApp: 'seedtrustweb',
    identityWording: 'default',
    articleTypes: { service: 'seedtrustserver', download: 'seedtrustdownload' },
    tabs: standardTabs,
    prefixes: ['seedtrust'],
  },
  {
    id: 'ipr',
    family: 'home',
    name: '知识产权及技术转移',
    PlatformId: 'IPRClientApp',
    WebBusinessType: 'IPR',
    portalApp: 'iprweb',
    identityWording: 'default',
    articleTypes: { service: 'iprserver', download: 'iprdownload' },
    tabs: standardTabs,
    prefixes: ['ipr'],
  },
  {
    id: 'iprtrust',
    family: 'home',
    name: '知识产权登记',
    PlatformId: 'IPRTrustClientApp',
    WebBusinessType: 'IPRTrust',
    portalApp: 'iprtrustweb',
    identityWording: 'default',
    articleTypes: { service: 'iprtrustserver', download: 'iprtrustdownload' },
    tabs: standardTabs,
    prefixes: ['iprtrust'],
  },
  {
    id: 'sport',
    family: 'home',
    name: '体育资源交易',
    PlatformId: 'SportClientApp',
    WebBusinessType: 'Sport',
    portalApp: 'sportweb',
    identityWording: 'default',
    articleTypes: { service: 'sportserver', download: 'sportdownload' },
    tabs: standardTabs,
    prefixes: ['sport'],
  },
  {
    id: 'expert',
    family: 'home',
    name: '专家采购服务',
    PlatformId: 'ExpertClientApp',
    WebBusinessType: 'expert',
    portalApp: 'expertweb',
    identityWording: 'default',
    articleTypes: { service: 'expertserver', download: 'expertdownload' },
    tabs: standardTabs,
    prefixes: ['expert'],
  },
  {
    id: 'lease',
    family: 'lease',
    name: '资产租赁',
    PlatformId: 'LeaseClientApp',
    WebBusinessType: 'Lease',
    portalApp: 'leaseweb',
    identityWording: 'lease',
    articleTypes: { service: 'leaseserver', download: 'leasedown' },
    prefixes: ['lease'],
    perCity: true,
  },
  {
    id: 'smalllease',
    family: 'lease',
    name: '小额租赁',
    PlatformId: 'SmallLeaseClientApp',
    WebBusinessType: 'SmallLease',
    portalApp: 'smallleaseweb',
    identityWording: 'lease',
    articleTypes: { service: 'smallleaseserver', download: 'smallleasedown' },
    ownSiteLink: true,
    extraRoutes: ['AnncApply'],
    prefixes: ['smalllease'],
    perCity: true,
  },
] as const satisfies readonly Business[];

export type BusinessEntry = (typeof businesses)[number];
export type BusinessId = BusinessEntry['id'];
export type BusinessPlatformId = BusinessEntry['PlatformId'];
export type BusinessType = BusinessEntry['WebBusinessType'];
export type PortalApp = BusinessEntry['portalApp'];

/** The routes a business's portal serves: its family's and its own. */
export function routesOf(business: Business): readonly PortalRoute[] {
  return [...familyRoutes(business.family), ...(business.extraRoutes ?? [])];
}
