'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import type { ShownPrice } from '@/lib/portal/price-label';
import { formatMoney } from '@/lib/user-centre/format';

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
