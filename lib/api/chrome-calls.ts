import * as z from 'zod/mini';
import {
  specCalls,
  sidebarRequestSchema,
  queryMarkListRequestSchema,
  saveMarkRequestSchema,
} from './spec-calls';
import { getUserInfoPath } from './user';
import type { PortalCall } from './portal-call';

/**
 * The SPEC §7 calls the quick panel, the footers and the marks popup make, as callable
 * descriptors over the shapes of `spec-calls.ts`.
 */
const none = z.object({});

export const findByAppUrl = {
  base: 'API',
  path: specCalls.findByAppUrl.path,
  request: none,
  data: specCalls.findByAppUrl.data,
} satisfies PortalCall;

export const sidebarConfig = {
  base: 'API',
  path: specCalls.sidebarConfig.path,
  request: sidebarRequestSchema,
  data: specCalls.sidebarConfig.data,
} satisfies PortalCall;

export const findOrgContactInfo = {
  base: 'GATEWAY',
  path: specCalls.findOrgContactInfo.path,
  request: none,
  data: specCalls.findOrgContactInfo.data,
} satisfies PortalCall;

export const leaseCustomerService = {
  base: 'GATEWAY',
  path: specCalls.leaseCustomerService.path,
  request: none,
  data: specCalls.leaseCustomerService.data,
} satisfies PortalCall;

export const smallLeaseCustomerService = {
  base: 'GATEWAY',
  path: specCalls.smallLeaseCustomerService.path,
  request: none,
  data: specCalls.smallLeaseCustomerService.data,
} satisfies PortalCall;

export const queryMarkList = {
  base: 'API',
  path: specCalls.queryMarkList.path,
  request: queryMarkListRequestSchema,
  data: specCalls.queryMarkList.data,
} satisfies PortalCall;

export const saveMark = {
  base: 'API',
  path: specCalls.saveMark.path,
  request: saveMarkRequestSchema,
  data: specCalls.saveMark.data,
} satisfies PortalCall;

/** Called before bidding opens; the answer is not used (SPEC §7). */
export function getUserInfo(webBusinessType: string) {
  return {
    base: 'API',
    path: `${getUserInfoPath}?webBusinessType=${encodeURIComponent(webBusinessType)}`,
    request: none,
    data: z.unknown(),
  } satisfies PortalCall;
}

/**
 * Customer-service dictionary entries by position: phone, morning hours, afternoon hours, address.
 * An empty entry (null on the wire) counts as missing.
 */
export function customerServiceValues(items: Array<{ Value: string }>) {
  return {
    phone: items[0]?.Value || null,
    morning: items[1]?.Value || null,
    afternoon: items[2]?.Value || null,
    address: items[3]?.Value || null,
  };
}
