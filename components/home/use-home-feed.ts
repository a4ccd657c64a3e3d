'use client';

import { type AnncListItem, type BadgeStyle } from '@/lib/contract/announcements';
import { useCall } from '@/lib/api/use-call';
import type { HomeFeed } from '@/lib/portal/home-sections';
import { homeFeedRequests } from '@/lib/portal/home-feed-requests';
import { href as hrefOf } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';
import { publicCall, publicCallOnUse } from '@/lib/api/call-ref';

// The page's largest paint is drawn from this answer: its module loads with the page.
const queryAnncList = publicCall('queryAnncList', () => import('@/lib/contract/announcements'));
// The other blocks' declarations load when a block asks: most homes show only some of these
// kinds, and the blocks further down ask only as the visitor comes to them.
const queryArticleList = publicCallOnUse('queryArticleList');
const queryCheckInTrust = publicCallOnUse('queryCheckInTrust');
const queryInfoNotices = publicCallOnUse('queryInfoNotices');
const queryNewsList = publicCallOnUse('queryNewsList');

export { HOME_ROWS } from '@/lib/portal/home-feed-requests';

export type HomeRow = {
  id: string;
  title: string;
  href: string;
  /** Null when the answer gives no date: the row shows none. */
  date: string | null;
  badge?: { style: BadgeStyle; text: string };
  /** Bid start of an announcement, when set. */
  bidStart?: string | null;
  /** An announcement's row: its state and countdown move with the server's clock. */
  annc?: AnncListItem;
};

type Feed = Exclude<HomeFeed, { source: 'houses' }>;

/**
 * The latest rows of one home block, from the same calls the list pages make. Every call is made
 * (with a null body when it is not this block's), since hooks cannot be chosen conditionally;
 * SWR sends only the one with a body. A block not yet `wanted` (further down than the visitor has
 * come) sends none.
 */
export function useHomeFeed(feed: Feed, wanted = true) {
  const site = useSite();
  const href = (id: string, extra: Record<string, string> = {}) =>
    hrefOf(site, feed.detailRoute, { ...extra, id });

  const requests = homeFeedRequests(site, feed);
  const annc = useCall(queryAnncList, wanted ? requests.annc : null);
  const articles = useCall(queryArticleList, wanted ? requests.articles : null);
  const news = useCall(queryNewsList, wanted ? requests.news : null);
  const notices = useCall(queryInfoNotices, wanted ? requests.notices : null);
  const trust = useCall(queryCheckInTrust, wanted ? requests.trust : null);

  switch (feed.source) {
    case 'annc':
      return {
        query: annc,
        rows: annc.data?.Items.map<HomeRow>((item) => ({
          id: item.AnncId,
          title: item.Title,
          href: href(item.AnncId),
          date: item.PublishTime?.slice(0, 10) ?? null,
          badge: { style: item.BadgeStyle, text: item.BadgeText },
          bidStart: item.BidStartTime,
          annc: item,
        })),
      };
    case 'article':
    case 'inventoryArticle':
      return {
        query: articles,
        rows: articles.data?.Items.map<HomeRow>((item) => ({
          id: item.ArticleId,
          title: item.Title,
          href:
            feed.source === 'article'
              ? href(item.ArticleId, { typeid: feed.typeId })
              : href(item.ArticleId, { type: feed.type }),
          date: item.PublishTime.slice(0, 10),
        })),
      };
    case 'news':
      return {
        query: news,
        rows: news.data?.Items.map<HomeRow>((item) => ({
          id: item.ArticleId,
          title: item.Title,
          href: href(item.ArticleId),
          date: item.PublishTime.slice(0, 10),
        })),
      };
    case 'infoNotice':
      return {
        query: notices,
        rows: notices.data?.Items.map<HomeRow>((item) => ({
          id: item.NoticeId,
          title: item.Title,
          href: href(item.NoticeId),
          date: item.PublishTime.slice(0, 10),
        })),
      };
    case 'checkInTrust':
      return {
        query: trust,
        rows: trust.data?.Items.map<HomeRow>((item) => ({
          id: item.CompanyId,
          title: `${item.CompanyName}（${item.StockCode}）`,
          href: href(item.CompanyId),
          date: item.TrustDate.slice(0, 10),
        })),
      };
  }
}
