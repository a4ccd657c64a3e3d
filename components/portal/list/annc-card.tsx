'use client';

import { AnncPicture } from './annc-picture';
import { AnncTitleLink } from './annc-title-link';
import { useTranslations } from '@/components/i18n/use-translations';
import type { AnncListItem } from '@/lib/contract/announcements';
import { offersLookOn } from '@/lib/portal/look-on';
import { useSignedInUser } from '@/lib/session/use-session';
import { PriceText, useLiveLot } from '@/components/lot/price-text';
import { LookOnAction } from '@/components/portal/detail/look-on-action';
import { Countdown, LiveBadge } from '@/components/lot/live-status';
import { CompareToggle } from '@/components/compare/compare-toggle';
import type { LotDetailRoute } from '@/sites/record-routes';

type Props = {
  item: AnncListItem;
  href: string;
  /** The route of the lot's detail, which 加入对比 keeps with the id. */
  route: LotDetailRoute;
  placeholder: string;
  /**
   * A card of the first row, in view when the list appears: its picture loads at once (a lazy
   * one waits for layout, and the first picture is the largest thing the list paints).
   */
  firstRow?: boolean;
};

/**
 * One card of the card view: 285 px wide, image with badge, title, code, views, bid start, apply.
 * A bidding in progress offers a signed-in visitor 围观竞价 (SPEC §2 LookOn); the list does not say
 * whom the visitor applied to, so a bidder sees it too and bids from 参与竞价.
 */
export function AnncCard({ item, href, route, placeholder, firstRow = false }: Props) {
  const t = useTranslations('portal');
  const { user } = useSignedInUser();
  // State, button and countdown move with the server's clock, without a reload.
  const { live, price } = useLiveLot(item);
  return (
    <li
      className="w-full overflow-hidden xl:w-[285px] rounded bg-white shadow-sm"
      data-testid="annc-card"
      data-state={live.state}
    >
      <a href={href} className="relative block h-[180px] bg-canvas">
        <AnncPicture src={item.ImageUrl ?? placeholder} width={285} height={180} first={firstRow} />
        <span className="absolute left-2 top-2">
          <LiveBadge item={item} live={live} />
        </span>
        {/* The end icon of SPEC §4, unless the badge already says the same word. */}
        {live.state === 'BidEnded' && !live.moved && item.BadgeText !== t('states.BidEnded') ? (
          <span
            className="absolute bottom-2 right-2 rounded-full border-2 border-faint px-2 text-xs text-faint"
            data-testid="end-icon"
          >
            {t('states.BidEnded')}
          </span>
        ) : null}
      </a>
      <div className="space-y-1 p-3">
        <AnncTitleLink href={href} title={item.Title} className="h-10 elder:h-auto" />
        {item.Code ? (
          <p className="text-xs text-muted">
            {t('fields.code')}：{item.Code}
          </p>
        ) : null}
        {item.ViewCount !== null ? (
          <p className="text-xs text-muted">
            {t('fields.viewCount')}：{item.ViewCount}
          </p>
        ) : null}
        {price ? (
          <p>
            <PriceText price={price} className="text-sm font-medium" />
          </p>
        ) : null}
        <p className="text-xs text-muted">
          {t('fields.bidStartTime')}：{item.BidStartTime ?? t('fields.notSet')}
        </p>
        <Countdown item={item} className="h-4 text-xs text-muted" />
        {live.canApply ? (
          <a
            href={href}
            className="mt-2 block rounded bg-primary py-1.5 text-center text-white hover:bg-primary-hover"
          >
            {t('apply')}
          </a>
        ) : offersLookOn(live.state, user !== null, false) ? (
          <LookOnAction className="mt-2 block rounded border border-primary py-1.5 text-center text-primary hover:bg-primary hover:text-white" />
        ) : (
          <span className="mt-2 block rounded bg-canvas py-1.5 text-center text-muted">
            {t('applyClosed')}
          </span>
        )}
        {item.Kind === 'project' ? (
          <CompareToggle lot={item} route={route} className="mt-2 block w-full py-1 text-sm" />
        ) : null}
      </div>
    </li>
  );
}
