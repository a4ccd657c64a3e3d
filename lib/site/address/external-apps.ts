import type { PlatformId } from '@/sites/schema';
import { absoluteAddress } from './addresses';

/** The deployed bidding app and the one for pages on a non-https origin (empty: none). */
export type BiddingAddresses = { BID: string; BID_LOCAL: string };

/**
 * Where the bidding app lives (SPEC §2): the BID address; the inventory platform uses
 * `/Inventorybid`; on a non-https origin (a developer's machine) the local development address
 * when one is configured.
 */
export function biddingAppBase(input: {
  origin: string;
  bidAddress: string;
  platformId: PlatformId;
  localDevAddress?: string | null;
}): string {
  const secure = input.origin.startsWith('https://');
  const configured = !secure && input.localDevAddress ? input.localDevAddress : input.bidAddress;
  return input.platformId === 'InventoryClientApp'
    ? absoluteAddress(configured.replace(/\/bid$/, '/Inventorybid'), input.origin)
    : absoluteAddress(configured, input.origin);
}

/**
 * Cross-site jump to the province-wide platform (SPEC §4): a buyer passes buyer=1; anyone else
 * hands over the id_token (and this tab signs out 10 ms later) with the identity chosen here as
 * `identitytype`, so the platform does not ask for it again. The buyer path depends on the origin:
 * test and staging hosts have their own client path.
 */
export function provincePlatformUrl(input: {
  origin: string;
  provinceAddress: string;
  buyer: boolean;
  idToken: string | null;
  /** The IdentityId of the identity chosen here, if any. */
  identityId?: string | null;
}): string {
  const host = new URL(input.origin).hostname;
  const clientPath = /(^|[.-])test[.-]/.test(host)
    ? '/testclient/'
    : /(^|[.-])(pre|staging)[.-]/.test(host)
      ? '/preclient/'
      : '/client/';
  const url = new URL(`${absoluteAddress(input.provinceAddress, input.origin)}${clientPath}`);
  if (input.buyer) url.searchParams.set('buyer', '1');
  else if (input.idToken) {
    url.searchParams.set('id_token', input.idToken);
    if (input.identityId) url.searchParams.set('identitytype', input.identityId);
  }
  return url.toString();
}

/** SPEC §9: logout delay after opening the province platform. */
export const PROVINCE_LOGOUT_DELAY_MS = 10;
