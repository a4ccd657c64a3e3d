/**
 * What the pages need of SPEC §7's calls besides the calls themselves, without their schemas:
 * modules every page loads use them before the schemas (zod) have loaded.
 */

/** GetBidUrl: which bidding view to open (SPEC §2 "Bidding app"), Bidding by default. */
export const bidUrlTypes = ['Bidding', 'LookOn', 'InventoryBidding'] as const;
export type BidUrlType = (typeof bidUrlTypes)[number];

/** GetUserInfo names the tenant's business type in its query (SPEC §7). */
export function userInfoQuery(site: { WebBusinessType: string }): Record<string, string> {
  return { webBusinessType: site.WebBusinessType };
}

/**
 * Customer-service dictionary entries by position (SPEC §3): phone, morning hours, afternoon hours,
 * address. An empty entry (null on the wire) counts as missing.
 */
export function customerServiceValues(items: Array<{ Value: string }>) {
  return {
    phone: items[0]?.Value || null,
    morning: items[1]?.Value || null,
    afternoon: items[2]?.Value || null,
    address: items[3]?.Value || null,
  };
}
