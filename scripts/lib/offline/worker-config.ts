import { backendPath } from '../../../lib/contract/backend-paths';
import type { Call } from '../../../lib/contract/call';
import { queryBanners } from '../../../lib/contract/home-banners';
import { getHouse, queryHouseMap } from '../../../lib/contract/house-map';
import { portalCalls as calls } from '../../../lib/contract/portal-calls';
import { specCalls } from '../../../lib/contract/spec-calls';
import type { WorkerConfig } from '../../../lib/offline/worker-rules';
import type { Addresses } from '../../../sites/environment';
import { tenantPages } from '../../../sites/pages';

/** The records a visitor opens: kept up to the details bound. */
export const detailCalls: Call[] = [
  calls.getAnncDetail,
  calls.getArticleDetail,
  calls.getNewsDetail,
  calls.getContentPage,
  calls.getInfoNoticeDetail,
  calls.getCompanyAnncDetail,
  calls.getTrustCompanyDetail,
  calls.getCompanyStyleDetail,
  getHouse,
];

/** Lists, the home's blocks and what the page frame reads on every page (quick panel, footer). */
export const listCalls: Call[] = [
  calls.queryAnncList,
  calls.queryArticleList,
  calls.queryNewsList,
  calls.queryGuestMessages,
  calls.queryInfoNotices,
  calls.queryCheckInTrust,
  calls.queryCompanyStyles,
  queryBanners,
  queryHouseMap,
  specCalls.findByAppUrl,
  specCalls.sidebarConfig,
  specCalls.queryMarkList,
  specCalls.findOrgContactInfo,
  specCalls.leaseCustomerService,
  specCalls.smallLeaseCustomerService,
];

/** Where a call goes on the wire, as the transport sends it (lib/api/transport.ts `callUrl`). */
export function wireAddress(call: Pick<Call, 'base' | 'path'>, addresses: Addresses): string {
  const base = call.base === 'ORIGIN' ? '' : addresses[call.base];
  return `${base}${backendPath(call.path)}`;
}

/**
 * Pages that show only what the device holds, kept for offline from the worker's install on:
 * 浏览记录 lists the details opened on this device from IndexedDB.
 */
export const devicePages: string[] = [tenantPages.history.path];

export function workerConfig(release: string, addresses: Addresses): WorkerConfig {
  return {
    release,
    detailCalls: detailCalls.map((call) => wireAddress(call, addresses)),
    listCalls: listCalls.map((call) => wireAddress(call, addresses)),
    devicePages,
  };
}
