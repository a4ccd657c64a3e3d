import type { AnncSort } from '@/lib/contract/announcement-filters';
import type { QueryAnncListRequest } from '@/lib/contract/announcements';
import type { RequestMatch } from '@/lib/contract/list-param-kinds';
import { filterParams, type FilterKey } from '@/lib/contract/list-params';
import { likeWord, type PagedQuery } from '../../paged-query';
import { centreNow, liveStateSql } from './live-state';

type ListRequest = Required<Pick<QueryAnncListRequest, 'PlatformId' | 'Kind'>> & QueryAnncListRequest;

// Not yet started (a bid start ahead, on the request's clock) first, soonest first; then the rest,
// latest first.
const notStarted = `(${liveStateSql} IN ('Published', 'WaitingBid') AND bid_start_time IS NOT NULL)`;

/** ORDER BY of each sort: fixed text chosen by the request's enum value, never built from it. */
const orderBys: Record<AnncSort, string> = {
  newest: 'publish_time DESC, id',
  bidSoonest: `${notStarted} DESC, CASE WHEN ${notStarted} THEN bid_start_time END ASC, bid_start_time DESC, publish_time DESC, id`,
  priceAsc: 'price IS NULL, price ASC, publish_time DESC, id',
  priceDesc: 'price IS NULL, price DESC, publish_time DESC, id',
};

/**
 * The column each filter of the list-parameter table narrows (generated from the stored detail,
 * migrations 013 and on); a region is a city or one of its counties.
 */
const columns: Record<FilterKey, string> = {
  region: 'city_code',
  category: 'category',
  price: 'price',
  area: 'area',
  published: 'publish_time',
  bid: 'bid_start_time',
};

// Times are `YYYY-MM-DD HH:mm:ss`: a day starts at the day itself, and every time of it sorts
// before the day followed by `~`.
const conditions: Record<Exclude<RequestMatch, 'order'>, (column: string, param: string) => string> = {
  place: (_column, param) => `(city_code = @${param} OR county_code = @${param})`,
  equals: (column, param) => `${column} = @${param}`,
  atLeast: (column, param) => `${column} >= @${param}`,
  atMost: (column, param) => `${column} <= @${param}`,
  fromDay: (column, param) => `${column} >= @${param}`,
  toDay: (column, param) => `${column} < @${param}`,
};

/**
 * The `FROM … WHERE … ORDER BY` of an announcement list: every value a `@name` parameter, every
 * condition a fixed clause added only when its filter is set. `org` is the city or county centre
 * whose own list this is (null: the province's).
 */
export function announcementListQuery(body: ListRequest, org: string | null): PagedQuery {
  const where = ['platform_id = @platform', 'kind = @kind', org ? 'org_id = @org' : 'org_id IS NULL'];
  const params: Record<string, unknown> = {
    platform: body.PlatformId,
    kind: body.Kind,
    state: body.State ?? null,
    word: likeWord(body.Word ?? ''),
    org,
    now: centreNow(),
  };
  if (body.State) where.push(`${liveStateSql} = @state`);
  if (body.Word) where.push("(title LIKE @word ESCAPE '\\' OR code LIKE @word ESCAPE '\\')");
  const fields = body as Record<string, unknown>;
  for (const row of filterParams) {
    for (const [name, field] of Object.entries(row.request)) {
      const value = fields[name];
      if (value === undefined || value === null || value === '' || field.match === 'order') continue;
      where.push(conditions[field.match](columns[row.key], name));
      params[name] = field.match === 'toDay' ? `${String(value)}~` : value;
    }
  }
  return {
    select: 'detail_json',
    from: `FROM portal_announcements WHERE ${where.join(' AND ')}`,
    orderBy: orderBys[body.Sort ?? 'newest'],
    params,
  };
}
