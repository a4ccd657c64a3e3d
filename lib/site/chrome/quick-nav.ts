import type { SiteConfig } from '@/sites/schema';

/** Back to top appears from this scroll offset (SPEC §9). */
export const BACK_TO_TOP_THRESHOLD = 220;

/**
 * How long the quick panel waits for the centre to say whether it has 意见反馈 before it is drawn
 * without it: a call that hangs (up to the transport's 60 s) must not keep 我的收藏 off the screen.
 */
export const QUICK_BAR_WAIT_MS = 4000;

/** Mobile QR and customer service only where WebSite is hns or hn (SPEC §7). */
const mobileWebsites = new Set(['hns', 'hn']);

type QuickNavKey =
  'joinBidding' | 'publicAccount' | 'mobile' | 'favourites' | 'history' | 'customerService' | 'feedback';
type LabelKey = 'joinAuction' | 'joinBiddingSession' | Exclude<QuickNavKey, 'joinBidding'>;

/** The items of the quick panel for a tenant, in display order; back to top is added by scroll. */
export function quickNavItems(
  site: Pick<SiteConfig, 'quickPanel' | 'joinBiddingKey' | 'WebSite'>,
): Array<{ key: QuickNavKey; labelKey: LabelKey; qr: boolean }> {
  const items: Array<{ key: QuickNavKey; labelKey: LabelKey; qr: boolean }> = [];
  if (site.quickPanel.joinBidding)
    items.push({ key: 'joinBidding', labelKey: site.joinBiddingKey, qr: false });
  if (site.quickPanel.publicAccountQr)
    items.push({ key: 'publicAccount', labelKey: 'publicAccount', qr: true });
  if (mobileWebsites.has(site.WebSite)) items.push({ key: 'mobile', labelKey: 'mobile', qr: true });
  items.push({ key: 'favourites', labelKey: 'favourites', qr: false });
  // 浏览记录 is the device's own: no sign-in, on every tenant.
  items.push({ key: 'history', labelKey: 'history', qr: false });
  if (mobileWebsites.has(site.WebSite))
    items.push({ key: 'customerService', labelKey: 'customerService', qr: false });
  items.push({ key: 'feedback', labelKey: 'feedback', qr: true });
  return items;
}

/**
 * How many slots a phone's bar (under 768 px) holds with every label on one line: five at the
 * usual size, four at 长者模式's 18 px; a bar with more items shows one slot fewer and 更多 for the
 * rest. Sums of the longest labels at 390 px: 268 px and 302 px, both under 320 px.
 */
export const PHONE_BAR_SLOTS = { usual: 5, elder: 4 } as const;

/**
 * The order of a phone's bar: what a bidder uses on the phone first, the QR cards last (a QR shown
 * on the phone is for another device), so those are the ones under 更多.
 */
export function phoneBarOrder<T extends { key: QuickNavKey; qr: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((item) => !item.qr), ...items.filter((item) => item.qr)];
}
