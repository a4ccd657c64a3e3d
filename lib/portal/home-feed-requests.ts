import type { QueryAnncListRequest } from '@/lib/contract/announcements';
import type { inventoryArticleTypes } from '@/lib/contract/articles';
import type { SiteConfig } from '@/sites/schema';
import type { HomeFeed } from './home-sections';

/** How many rows a home block shows. */
export const HOME_ROWS = 6;

type Page = { PlatformId: string; PageIndex: number; PageSize: number };

/**
 * The body of each call a home block may make, null for the calls it does not make: the block's
 * own read in the browser and the page's early call (before hydration) are the same request.
 */
export function homeFeedRequests(
  site: Pick<SiteConfig, 'PlatformId'>,
  feed: Exclude<HomeFeed, { source: 'houses' }>,
) {
  const page: Page = { PlatformId: site.PlatformId, PageIndex: 1, PageSize: HOME_ROWS };
  return {
    annc: feed.source === 'annc' ? ({ ...page, Kind: feed.kind } satisfies QueryAnncListRequest) : null,
    articles:
      feed.source === 'article'
        ? { ...page, TypeId: feed.typeId }
        : feed.source === 'inventoryArticle'
          ? { ...page, Type: feed.type as (typeof inventoryArticleTypes)[number] }
          : null,
    news: feed.source === 'news' ? page : null,
    notices: feed.source === 'infoNotice' ? page : null,
    trust: feed.source === 'checkInTrust' ? page : null,
  };
}
