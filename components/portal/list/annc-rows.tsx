'use client';

import type { AnncListItem } from '@/lib/contract/announcements';
import { Countdown, LiveBadge } from '@/components/lot/live-status';
import { PriceText, useLiveLot } from '@/components/lot/price-text';
import { AnncPicture } from './annc-picture';
import { AnncTitleLink } from './annc-title-link';
import { CompareToggle } from '@/components/compare/compare-toggle';
import type { LotDetailRoute } from '@/sites/record-routes';

type Props = {
  items: readonly AnncListItem[];
  hrefOf: (anncId: string) => string;
  /** The route of the lots' detail, which 加入对比 keeps with the id. */
  route: LotDetailRoute;
  placeholder: string;
};

/**
 * The compact view, a phone's default: one row a lot with thumbnail, title, state, price and
 * countdown, so a 390 × 844 screen shows four or more lots under the header. Only the first row's
 * picture is in view when the list appears: it loads at once and first (the early call preloads
 * the same first picture); the others wait for the visitor to come near them.
 */
export function AnncRows({ items, hrefOf, route, placeholder }: Props) {
  return (
    <ul className="rounded bg-white" data-testid="annc-rows">
      {items.map((item, index) => (
        <AnncRow
          key={item.AnncId}
          item={item}
          href={hrefOf(item.AnncId)}
          route={route}
          placeholder={placeholder}
          first={index === 0}
        />
      ))}
    </ul>
  );
}

function AnncRow({
  item,
  href,
  route,
  placeholder,
  first,
}: {
  item: AnncListItem;
  href: string;
  route: LotDetailRoute;
  placeholder: string;
  first: boolean;
}) {
  // State, countdown and the price's label move with the server's clock, without a reload.
  const { live, price } = useLiveLot(item);
  return (
    <li
      className="flex gap-3 border-b border-line p-2 last:border-0"
      data-testid="annc-compact-row"
      data-state={live.state}
    >
      {/* The title's link says where it goes; the picture is the same target for a thumb, not a second stop for a screen reader. */}
      <a
        href={href}
        tabIndex={-1}
        aria-hidden
        className="block h-[72px] w-24 shrink-0 overflow-hidden rounded bg-canvas elder:h-[90px] elder:w-[120px]"
      >
        <AnncPicture src={item.ImageUrl ?? placeholder} width={96} height={72} first={first} />
      </a>
      <div className="min-w-0 flex-1">
        <AnncTitleLink href={href} title={item.Title} />
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <LiveBadge item={item} live={live} />
          {price ? <PriceText price={price} className="font-medium" /> : null}
        </div>
        <div className="mt-1 flex items-center justify-between gap-2">
          <Countdown item={item} className="min-h-4 text-xs text-muted" />
          {item.Kind === 'project' ? (
            <CompareToggle lot={item} route={route} className="shrink-0 px-2 py-1 text-xs" />
          ) : null}
        </div>
      </div>
    </li>
  );
}
