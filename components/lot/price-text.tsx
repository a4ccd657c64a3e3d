'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import type { AnncListItem } from '@/lib/contract/announcements';
import { isLeasePlatform, shownPrice, type ShownPrice } from '@/lib/portal/price-label';
import { useSite } from '@/lib/site/site-context';
import { useLiveAnnc } from './live-status';
import { formatMoney } from '@/lib/format/money';

/** A price's label and amount as a page shows them: "起拍价", "300,000.00 元" (or "以公告为准"). */
export function usePriceText() {
  const t = useTranslations('portal.price');
  return (price: ShownPrice) => ({
    label: t(price.label),
    value:
      price.amount === null
        ? t('none')
        : t(price.label === 'monthlyRent' ? 'rentValue' : 'value', { amount: formatMoney(price.amount) }),
  });
}

/** "起拍价：300,000.00 元" on a card or a table row; the amount as a number for tests and sorting checks. */
export function PriceText({ price, className = '' }: { price: ShownPrice; className?: string }) {
  const text = usePriceText()(price);
  return (
    <span
      className={`${price.amount === null ? 'text-muted' : 'text-alert'} ${className}`}
      data-testid="annc-price"
      data-price={price.amount ?? undefined}
      data-price-label={price.label}
    >
      {text.label}：{text.value}
    </span>
  );
}

/**
 * A list item's state as it stands this second and the price shown with it (the label follows the
 * state), for cards, compact rows and table rows alike.
 */
export function useLiveLot(item: AnncListItem) {
  const live = useLiveAnnc(item);
  const price = shownPrice(item, live.state, isLeasePlatform(useSite().PlatformId));
  return { live, price };
}
