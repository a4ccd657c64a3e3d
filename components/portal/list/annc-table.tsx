'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import type { AnncListItem } from '@/lib/contract/announcements';
import { LiveBadge } from '@/components/lot/live-status';
import { PriceText, useLiveLot } from '@/components/lot/price-text';
import { CompareToggle } from '@/components/compare/compare-toggle';
import type { LotDetailRoute } from '@/sites/record-routes';

/**
 * The table view of an announcement list. Under 768 px each row becomes a card of "title value"
 * lines (app/globals.css's `.card-table`), so a phone never scrolls it sideways; the title is never
 * cut on a phone or in 长者模式.
 */
export function AnncTable({
  items,
  hrefOf,
  route,
}: {
  items: AnncListItem[];
  hrefOf: (id: string) => string;
  route: LotDetailRoute;
}) {
  const t = useTranslations('portal.fields');
  return (
    <div className="overflow-x-auto">
      <table className="card-table w-full bg-white text-left" data-testid="annc-table">
        <thead className="bg-canvas text-muted">
          <tr>
            <th className="px-3 py-2 font-normal">{t('title')}</th>
            <th className="px-3 py-2 font-normal">{t('code')}</th>
            <th className="px-3 py-2 font-normal">{t('state')}</th>
            <th className="px-3 py-2 font-normal">{t('price')}</th>
            <th className="px-3 py-2 font-normal">{t('viewCount')}</th>
            <th className="px-3 py-2 font-normal">{t('bidStartTime')}</th>
            <th className="px-3 py-2 font-normal">{t('publishTime')}</th>
            <th className="px-3 py-2 font-normal">{t('action')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.AnncId} className="border-t border-line" data-testid="annc-row">
              <td
                className="max-w-[420px] truncate px-3 py-2 max-md:max-w-none max-md:whitespace-normal elder:whitespace-normal"
                data-label={t('title')}
              >
                <a href={hrefOf(item.AnncId)} className="hover:text-primary" title={item.Title}>
                  {item.Title}
                </a>
              </td>
              <td className="px-3 py-2 text-muted" data-label={t('code')}>
                {item.Code}
              </td>
              <LiveCells item={item} />
              <td className="px-3 py-2 text-muted" data-label={t('viewCount')}>
                {item.ViewCount}
              </td>
              <td className="px-3 py-2 text-muted" data-label={t('bidStartTime')}>
                {item.BidStartTime ?? t('notSet')}
              </td>
              <td className="px-3 py-2 text-muted" data-label={t('publishTime')}>
                {item.PublishTime}
              </td>
              <td className="px-3 py-2" data-label={t('action')}>
                {item.Kind === 'project' ? (
                  <CompareToggle lot={item} route={route} className="whitespace-nowrap px-2 py-1 text-xs" />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row's state and price, moved on by the server's clock (the price's label follows the state). */
function LiveCells({ item }: { item: AnncListItem }) {
  const t = useTranslations('portal.fields');
  const { live, price } = useLiveLot(item);
  return (
    <>
      <td className="px-3 py-2" data-label={t('state')}>
        <LiveBadge item={item} live={live} />
      </td>
      <td className="whitespace-nowrap px-3 py-2" data-label={t('price')}>
        {price ? <PriceText price={price} /> : null}
      </td>
    </>
  );
}
