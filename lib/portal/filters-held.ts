import type { ListFilters } from '@/lib/contract/list-params';
import { chinaDay } from './bid-days';
import { centreTimeMs } from './live-annc';

type Checked = { BidStartTime: string | null; PublishTime: string | null; Price: number | null };

const within = (value: string | number, from: string | number | null, to: string | number | null) =>
  (from === null || value >= from) && (to === null || value <= to);

/**
 * Whether a lot contradicts a filter the list asked for beyond SPEC (docs/api.md "List filters"),
 * by what the lot itself says: its bidding day, publishing day and price. A filter is a wish the
 * API may ignore; a value the lot does not give cannot contradict it.
 */
function contradicts(lot: Checked, filters: ListFilters): boolean {
  const bidStart = centreTimeMs(lot.BidStartTime);
  if ((filters.bidFrom || filters.bidTo) && bidStart !== null) {
    if (!within(chinaDay(bidStart), filters.bidFrom, filters.bidTo)) return true;
  }
  const published = lot.PublishTime?.slice(0, 10);
  if ((filters.publishedFrom || filters.publishedTo) && published) {
    if (!within(published, filters.publishedFrom, filters.publishedTo)) return true;
  }
  if ((filters.priceMin !== null || filters.priceMax !== null) && lot.Price !== null) {
    if (!within(lot.Price, filters.priceMin, filters.priceMax)) return true;
  }
  return false;
}

/**
 * Whether the answer holds to the filters asked: when a lot contradicts one, the API did not
 * apply it, and the count it gives is not the count of the filtered list.
 */
export function filtersHeld(items: readonly Checked[], filters: ListFilters): boolean {
  return !items.some((lot) => contradicts(lot, filters));
}
