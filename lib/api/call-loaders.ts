import type { publicCalls } from '@/lib/contract/public-calls';
import { specCalls } from '@/lib/contract/spec-calls';
import { sharedLoad } from '@/lib/load/shared-load';
import { loadDeclaration, type Loaders } from './loader-table';

/**
 * Where each call's declaration lives, loaded by `call-ref.ts` with the first call a page names.
 * Each contract module is a chunk of its own, so a page loads and evaluates the schemas of the calls
 * it names, not the whole registry. SPEC §7's calls (`spec-calls.ts`, which nearly every page names
 * through its chrome) are part of this chunk: with them come `call.ts` and `fields.ts`, which every
 * contract module uses and which its chunk therefore need not carry a copy of.
 */

type PublicCalls = typeof publicCalls;

const publicModules = {
  announcements: sharedLoad(() => import('@/lib/contract/announcements')),
  announcementDetail: sharedLoad(() => import('@/lib/contract/announcement-detail')),
  applications: sharedLoad(() => import('@/lib/contract/applications')),
  articles: sharedLoad(() => import('@/lib/contract/articles')),
  news: sharedLoad(() => import('@/lib/contract/news')),
  contentPages: sharedLoad(() => import('@/lib/contract/content-pages')),
  guestBook: sharedLoad(() => import('@/lib/contract/guest-book')),
  favourites: sharedLoad(() => import('@/lib/contract/favourites')),
  equityTrust: sharedLoad(() => import('@/lib/contract/equity-trust')),
  homeBanners: sharedLoad(() => import('@/lib/contract/home-banners')),
  houseMap: sharedLoad(() => import('@/lib/contract/house-map')),
};

const publicLoaders = {
  getUserBasicInfo: async () => specCalls.getUserBasicInfo,
  getUserInfo: async () => specCalls.getUserInfo,
  getMenuTree: async () => specCalls.getMenuTree,
  getCtpClientUrl: async () => specCalls.getCtpClientUrl,
  findByAppUrl: async () => specCalls.findByAppUrl,
  sidebarConfig: async () => specCalls.sidebarConfig,
  queryMarkList: async () => specCalls.queryMarkList,
  saveMark: async () => specCalls.saveMark,
  getBidUrl: async () => specCalls.getBidUrl,
  findOrgContactInfo: async () => specCalls.findOrgContactInfo,
  leaseCustomerService: async () => specCalls.leaseCustomerService,
  smallLeaseCustomerService: async () => specCalls.smallLeaseCustomerService,
  queryAnncList: () => publicModules.announcements().then((m) => m.queryAnncList),
  getAnncDetail: () => publicModules.announcementDetail().then((m) => m.getAnncDetail),
  applyBid: () => publicModules.announcementDetail().then((m) => m.applyBid),
  getMyApply: () => publicModules.applications().then((m) => m.getMyApply),
  submitApply: () => publicModules.applications().then((m) => m.submitApply),
  queryArticleList: () => publicModules.articles().then((m) => m.queryArticleList),
  getArticleDetail: () => publicModules.articles().then((m) => m.getArticleDetail),
  queryNewsList: () => publicModules.news().then((m) => m.queryNewsList),
  getNewsDetail: () => publicModules.news().then((m) => m.getNewsDetail),
  getContentPage: () => publicModules.contentPages().then((m) => m.getContentPage),
  queryGuestMessages: () => publicModules.guestBook().then((m) => m.queryGuestMessages),
  postGuestMessage: () => publicModules.guestBook().then((m) => m.postGuestMessage),
  addFavourite: () => publicModules.favourites().then((m) => m.addFavourite),
  removeFavourite: () => publicModules.favourites().then((m) => m.removeFavourite),
  queryFavourites: () => publicModules.favourites().then((m) => m.queryFavourites),
  queryInfoNotices: () => publicModules.equityTrust().then((m) => m.queryInfoNotices),
  getInfoNoticeDetail: () => publicModules.equityTrust().then((m) => m.getInfoNoticeDetail),
  getCompanyAnncDetail: () => publicModules.equityTrust().then((m) => m.getCompanyAnncDetail),
  queryCheckInTrust: () => publicModules.equityTrust().then((m) => m.queryCheckInTrust),
  getTrustCompanyDetail: () => publicModules.equityTrust().then((m) => m.getTrustCompanyDetail),
  queryCompanyStyles: () => publicModules.equityTrust().then((m) => m.queryCompanyStyles),
  getCompanyStyleDetail: () => publicModules.equityTrust().then((m) => m.getCompanyStyleDetail),
  queryBanners: () => publicModules.homeBanners().then((m) => m.queryBanners),
  queryHouseMap: () => publicModules.houseMap().then((m) => m.queryHouseMap),
  getHouse: () => publicModules.houseMap().then((m) => m.getHouse),
} satisfies Loaders<PublicCalls>;

export function loadPublicCall<N extends keyof PublicCalls>(name: N): Promise<PublicCalls[N]> {
  return loadDeclaration<PublicCalls, N>(publicLoaders, name);
}

/**
 * The user centre's loaders load from here, not from `call-ref.ts`, so their chunks, too, find
 * `call.ts` and `fields.ts` already loaded; public pages do not load them at all.
 */
export const loadUserCentreLoaders = sharedLoad(() => import('./user-centre-call-loaders'));
