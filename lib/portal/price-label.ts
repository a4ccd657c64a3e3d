import type { AnncKind, AnncState } from '@/lib/contract/announcements';

/** The words a lot's price goes by: 起拍价, 挂牌价, 月租金, 成交价 (messages `portal.price.*`). */
export type PriceLabel = 'startPrice' | 'listPrice' | 'monthlyRent' | 'dealPrice';

/** The price a card, a table row or a detail shows: its label, and null where the answer has none. */
export type ShownPrice = { label: PriceLabel; amount: number | null };

/** What the price is read from: a list item (Price) or a detail (also Rent and DealPrice). */
export type PricedAnnc = {
  Kind: AnncKind;
  Price?: number | null;
  Rent?: number | null;
  DealPrice?: number | null;
};

/** The platforms whose lots are let, not sold: their price is a monthly rent. */
export function isLeasePlatform(platformId: string): boolean {
  return platformId === 'LeaseClientApp' || platformId === 'SmallLeaseClientApp';
}

/**
 * Which price a lot shows, by platform, kind and live state: a notice names none; a result, or an
 * ended lot the centre gives a deal price for, shows 成交价; a lease 月租金; a lot still in its
 * listing period (公告中) 挂牌价, and once it goes to bidding (待竞价, 竞价中, 已结束) the same
 * amount is where the bidding starts, 起拍价. The amount is the answer's own field for that label,
 * with the list's Price in its place when the field is absent; null means the answer has none.
 */
export function shownPrice(annc: PricedAnnc, state: AnncState | null, lease: boolean): ShownPrice | null {
  if (annc.Kind === 'notice') return null;
  const deal = annc.DealPrice ?? null;
  if (annc.Kind === 'result' || (state === 'BidEnded' && deal !== null))
    return { label: 'dealPrice', amount: deal ?? annc.Price ?? null };
  if (lease) return { label: 'monthlyRent', amount: annc.Rent ?? annc.Price ?? null };
  return { label: state === 'Published' ? 'listPrice' : 'startPrice', amount: annc.Price ?? null };
}
