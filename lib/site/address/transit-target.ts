// What /transit does with its query and GetBidUrl's answer: apart from the chrome's bidding links,
// so that only that page loads it.
import type { SiteConfig } from '@/sites/schema';
import { bidUrlTypes } from '@/lib/contract/spec-values';
import { addresses } from './addresses';
import { biddingAppBase, type BiddingAddresses } from './external-apps';
import { localAddresses } from './local-addresses';

/**
 * The address GetBidUrl answered, moved onto the local bidding app when the page is on a non-https
 * origin and one is configured (SPEC §2): the backend knows only the deployed app, so the route and
 * token it gives (the hash) are kept and the app's base replaced. Anything else stays as answered.
 */
export function localBiddingTarget(
  answer: string,
  site: Pick<SiteConfig, 'PlatformId'>,
  origin: string,
  configured: BiddingAddresses = { BID: addresses.BID, BID_LOCAL: localAddresses.BID_LOCAL },
): string {
  if (origin.startsWith('https://') || !configured.BID_LOCAL) return answer;
  let hash: string;
  try {
    hash = new URL(answer, origin).hash;
  } catch {
    return answer;
  }
  if (!hash.startsWith('#/bid')) return answer;
  const base = biddingAppBase({
    origin,
    bidAddress: configured.BID,
    localDevAddress: configured.BID_LOCAL,
    platformId: site.PlatformId,
  });
  return `${base}/${hash}`;
}

export type BidUrlType = (typeof bidUrlTypes)[number];

/**
 * The bidding view /transit was asked for (SPEC §2 BidUrlType): absent means the tenant's own hall
 * (InventoryBidding on inventory, Bidding elsewhere); an unknown value is refused, not guessed.
 */
export function transitBidType(search: string, site: Pick<SiteConfig, 'PlatformId'>): BidUrlType | null {
  const asked = new URLSearchParams(search).get('BidUrlType');
  if (asked === null || asked === '') {
    return site.PlatformId === 'InventoryClientApp' ? 'InventoryBidding' : 'Bidding';
  }
  return (bidUrlTypes as readonly string[]).includes(asked) ? (asked as BidUrlType) : null;
}
