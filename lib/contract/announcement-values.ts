/**
 * The values an announcement's fields and list addresses may take, without their schemas: pages
 * read addresses and label states with them before the schemas (zod) have loaded.
 */

/** Which list an announcement belongs to: project announcements, notices, or results. */
export const anncKinds = ['project', 'notice', 'result'] as const;
export type AnncKind = (typeof anncKinds)[number];

/** Card states of SPEC §4: published, waiting for bid start, bidding, bid ended. */
export const anncStates = ['Published', 'WaitingBid', 'Bidding', 'BidEnded'] as const;
export type AnncState = (typeof anncStates)[number];

/** Sort orders of a list; `newest` (by publish time) is what the list did before there was a choice. */
export const anncSorts = ['newest', 'bidSoonest', 'priceAsc', 'priceDesc'] as const;
export type AnncSort = (typeof anncSorts)[number];

/** A day in the centre's time zone: `YYYY-MM-DD`. */
export const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Inventory's article lists go by `type` instead of a type id (SPEC §2). */
export const inventoryArticleTypes = ['dynamic', 'news', 'law', 'service', 'policy', 'download'] as const;
export type InventoryArticleType = (typeof inventoryArticleTypes)[number];

/** The value if it is one of `values`, else null: an address is anyone's to write. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}
