'use client';

import type { HomeFeed } from '@/lib/portal/home-sections';
import { HomeFeedList } from './home-feed-list';
import { HomeHouses } from './home-houses';
import { useNearScreen } from './use-near-screen';

type Props = {
  feed: HomeFeed;
  /** The block at the top of the page, asked for with the page (its call is an early one). */
  atOnce: boolean;
};

/**
 * The content of one home block, asked for with the page at its top and, further down, as the
 * visitor comes within a screen of it.
 */
export function HomeBlock({ feed, atOnce }: Props) {
  const { ref, near } = useNearScreen<HTMLDivElement>(atOnce);
  return (
    <div ref={ref}>
      {feed.source === 'houses' ? (
        <HomeHouses route={feed.detailRoute} wanted={near} />
      ) : (
        <HomeFeedList feed={feed} wanted={near} />
      )}
    </div>
  );
}
