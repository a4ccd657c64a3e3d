import { addresses } from '@/lib/site/addresses';
import { localAddresses } from '@/lib/site/local-addresses';
import { originsOf } from './redirect-guard';

/**
 * Where a `redirect` after sign-in may lead besides the page origin: the province portal only.
 * Never the SSO origin (its `redirecturl` forwards anywhere) nor the attachment host (it serves
 * uploaded files).
 */
export function signInRedirectOrigins(): string[] {
  return originsOf([addresses.PROVINCE]);
}

/** /transit follows the bidding address GetBidUrl answers: the bidding app (deployed or local) or the province portal. */
export function transitRedirectOrigins(): string[] {
  return originsOf([addresses.BID, localAddresses.BID_LOCAL, addresses.PROVINCE]);
}
