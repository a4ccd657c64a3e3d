import type { AnncSort } from '@/lib/contract/announcement-filters';
import type { QueryAnncListRequest } from '@/lib/contract/announcements';
import { likeWord, type PagedQuery } from '../../paged-query';

type ListRequest = Required<Pick<QueryAnncListRequest, 'PlatformId' | 'Kind'>> & QueryAnncListRequest;

// Not yet started (a bid start ahead) first, soonest first; then the rest, latest first.
const notStarted = "(state IN ('Published', 'WaitingBid') AND bid_start_time IS NOT NULL)";

/** ORDER BY of each sort: fixed text chosen by the request's enum value, never built from it. */
const orderBys: Record<AnncSort, string> = {
  newest: 'publish_time DESC, id',
  bidSoonest: `${notStarted} DESC, CASE WHEN ${notStarted} THEN bid_start_time END ASC, bid_start_time DESC, publish_time DESC, id`,
  priceAsc: 'price IS NULL, price ASC, publish_time DESC, id',
  priceDesc: 'price IS NULL, price DESC, publish_time DESC, id',
};

/**
 * The `FROM … WHERE … ORDER BY` of an announcement list: every value a `@name` parameter, every
 * condition a fixed clause added only when its filter is set. `org` is the city or county centre
 * whose own list this is (null: the province's).
 */
export function announcementListQuery(body: ListRequest, org: string | null): PagedQuery {
  const where = ['platform_id = @platform', 'kind = @kind', org ? 'org_id = @org' : 'org_id IS NULL'];
  if (body.State) where.push('state = @state');
  if (body.Word) where.push("(title LIKE @word ESCAPE '\\' OR code LIKE @word ESCAPE '\\')");
  if (body.Region) where.push('(city_code = @region OR county_code = @region)');
  if (body.Category) where.push('category = @category');
  if (body.PriceMin !== undefined) where.push('price >= @priceMin');
  if (body.PriceMax !== undefined) where.push('price <= @priceMax');
  // Times are `YYYY-MM-DD HH:mm:ss`: a day starts at the day itself, and every time of it sorts
  // before the day followed by `~`.
  if (body.PublishFrom) where.push('publish_time >= @publishFrom');
  if (body.PublishTo) where.push('publish_time < @publishTo');
  if (body.BidFrom) where.push('bid_start_time >= @bidFrom');
  if (body.BidTo) where.push('bid_start_time < @bidTo');
  return {
    select: 'detail_json',
    from: `FROM portal_announcements WHERE ${where.join(' AND ')}`,
    orderBy: orderBys[body.Sort ?? 'newest'],
    params: {
      platform: body.PlatformId,
      kind: body.Kind,
      state: body.State ?? null,
      word: likeWord(body.Word ?? ''),
      org,
      region: body.Region ?? null,
      category: body.Category ?? null,
      priceMin: body.PriceMin ?? null,
      priceMax: body.PriceMax ?? null,
      publishFrom: body.PublishFrom ?? null,
      publishTo: body.PublishTo ? `${body.PublishTo}~` : null,
      bidFrom: body.BidFrom ?? null,
      bidTo: body.BidTo ? `${body.BidTo}~` : null,
    },
  };
}
