import { addresses } from '@/lib/site/address/addresses';
import { localAddresses } from '@/lib/site/address/local-addresses';
import { originsOf } from './redirect-guard';

/**
 * /transit follows the bidding address GetBidUrl answers: the bidding app (deployed or local) or the
 * province portal. Apart from redirect-origins.ts, so that sign-in does not load the local addresses.
 */
export function transitRedirectOrigins(): string[] {
  return originsOf([addresses.BID, localAddresses.BID_LOCAL, addresses.PROVINCE]);
}
