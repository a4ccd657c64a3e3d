'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { usePriceText } from '@/components/lot/price-text';
import type { AnncDetail } from '@/lib/contract/announcement-detail';
import { subjectValues, type FactRow } from '@/lib/compare/compare-rows';
import { formatMoney } from '@/lib/format/money';
import { serverNow } from '@/lib/api/server-clock';
import { liveAnnc } from '@/lib/portal/live-annc';
import { isLeasePlatform, shownPrice } from '@/lib/portal/price-label';
import { useSite } from '@/lib/site/site-context';

/**
 * Each fact of a lot as the compare table writes it, the text 隐藏相同项 compares; — where the
 * centre's answer has nothing. The detail call carries no region or category field (SPEC promises
 * none): they are read from the lot's subjects (标的详情), as its detail page shows them.
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
      case 'deposit':
        // As the detail says it: a project without one reads 以公告为准.
        if (detail.Deposit !== null) return t('price.value', { amount: formatMoney(detail.Deposit) });
        return detail.Kind === 'project' ? t('price.none') : none;
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
        return subjectValues(detail, '所在地区').join('、') || none;
      case 'category':
        return subjectValues(detail, '标的类别').join('、') || none;
    }
  };
}
