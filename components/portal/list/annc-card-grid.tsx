'use client';

import { useState } from 'react';
import type { AnncListItem } from '@/lib/contract/announcements';
import { AnncCard } from './annc-card';
import type { LotDetailRoute } from '@/sites/record-routes';

/**
 * The grid's columns from the widest screen down, each with the media query of the Tailwind
 * breakpoint its class in `AnncCardGrid` names (one column below `sm`).
 */
const COLUMNS_BY_SCREEN = [
  { media: '(min-width: 80rem)', columns: 4 },
  { media: '(min-width: 64rem)', columns: 3 },
  { media: '(min-width: 40rem)', columns: 2 },
] as const;

/** How many cards the grid's first row holds on this screen. */
export function cardsInFirstRow(matches: (media: string) => boolean): number {
  return COLUMNS_BY_SCREEN.find(({ media }) => matches(media))?.columns ?? 1;
}

type Props = {
  items: readonly AnncListItem[];
  hrefOf: (anncId: string) => string;
  route: LotDetailRoute;
  placeholder: string;
};

/**
 * The card view: four cards a row on a wide screen (SPEC §2), fewer as the screen narrows, one on a
 * phone. The first row's pictures load at once and first; on a phone that is one picture, since the
 * next cards are below the fold and would take the line from the one in view.
 */
export function AnncCardGrid({ items, hrefOf, route, placeholder }: Props) {
  // Read once: the row only decides how the pictures of this list's first paint load.
  const [firstRow] = useState(() => cardsInFirstRow((media) => window.matchMedia(media).matches));
  return (
    <ul
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[repeat(4,285px)]"
      data-testid="annc-cards"
    >
      {items.map((item, index) => (
        <AnncCard
          key={item.AnncId}
          firstRow={index < firstRow}
          item={item}
          href={hrefOf(item.AnncId)}
          route={route}
          placeholder={placeholder}
        />
      ))}
    </ul>
  );
}
