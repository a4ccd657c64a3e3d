'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { usePriceText } from '@/components/portal/live/price-text';
import type { AnncDetail } from '@/lib/contract/announcement-detail';
import type { FactRow } from '@/lib/compare/compare-rows';
import { formatMoney } from '@/lib/format/money';
import { serverNow } from '@/lib/api/server-clock';
import { liveAnnc } from '@/lib/portal/live-annc';
import { isLeasePlatform, shownPrice } from '@/lib/portal/price-label';
import { useSite } from '@/lib/site/site-context';

/**
 * Each fact of a lot as the compare table writes it, the text 隐藏相同项 compares; — where the
 * centre's answer has nothing (the detail call carries no region or category: SPEC promises none).
 */
export function useFactText(): (row: FactRow, detail: AnncDetail) => string {
  const t = useTranslations('portal');
  const none = useTranslations('compare')('none');
  const priceText = usePriceText();
  const lease = isLeasePlatform(useSite().PlatformId);
  return (row, detail) => {
    switch (row) {
      case 'code':
        return detail.Code || none;
      case 'state': {
        // A state the client does not know reads as the centre words it.
        const state = liveAnnc(detail, serverNow()).state;
        return state ? t(`states.${state}`) : detail.BadgeText || none;
      }
      case 'price': {
        const price = shownPrice(detail, liveAnnc(detail, serverNow()).state, lease);
        if (!price) return none;
        const text = priceText(price);
        return `${text.label}：${text.value}`;
      }
      case 'applyEnd':
        return detail.ApplyEndTime ?? none;
      case 'bidStart':
        return detail.BidStartTime ?? none;
      case 'bidEnd':
        return detail.BidEndTime ?? none;
      case 'area':
        return detail.Area !== null ? t('fields.areaValue', { area: String(detail.Area) }) : none;
      case 'rent':
        return detail.Rent !== null ? t('fields.rentValue', { amount: formatMoney(detail.Rent) }) : none;
      case 'viewCount':
        return detail.ViewCount !== null ? String(detail.ViewCount) : none;
      case 'region':
      case 'category':
        return none;
    }
  };
}
