import type { SiteConfig } from '@/sites/schema';
import { addresses } from '@/lib/site/addresses';

/** The bidding hall for the signed-in user (SPEC §2): inventory has its own app and URL type. */
export function biddingUrl(site: Pick<SiteConfig, 'WebBusinessType'>, token: string): string {
  const inventory = site.WebBusinessType === 'inventory';
  const base = inventory ? addresses.BID.replace(/\/bid$/, '/Inventorybid') : addresses.BID;
  const type = inventory ? 'InventoryBidding' : 'Bidding';
  return `${base}/#/bid?BidUrlType=${type}&token=${encodeURIComponent(token)}`;
}
