import type { SeedAnnouncement } from './seed-announcement';
import type { AnncKind, AnncState } from '@/lib/contract/announcements';
import catalogue from '@/messages/zh-CN.json';
import { cities, counties, type Area } from '@/sites/areas';
import { categoriesByPlatform } from '@/sites/categories';
import type { PlatformId } from '@/sites/schema';
import { addHours, formatTime } from '../../centre-time';
import { mediaUrl } from '../../media/handler';
import type { Prng } from '../../prng';
import { anncBadge } from './annc-badges';
import { publisherKinds } from './portal-words';

/**
 * Announcements spread over cities, counties, categories, prices and dates, so that the list
 * filters have something to narrow. They are published 65 days ago or earlier, after every
 * hand-written announcement, so the first page of a list stays what it was.
 */

/** How many of each kind a platform gets: the property-rights client most, as on the real site. */
export function facetedCounts(platformId: PlatformId): Record<AnncKind, number> {
  return platformId === 'AssetsCliectApp'
    ? { project: 200, notice: 30, result: 70 }
    : { project: 40, notice: 5, result: 15 };
}

/** What a generated row is filed under, beside its detail: the filter columns read these. */
export type FacetedAnnouncement = SeedAnnouncement & {
  PlatformId: PlatformId;
  CityCode: string;
  CountyCode: string | null;
  Category: string;
};

const categoryNames: Record<string, string> = catalogue.listFilters.categories;

const isLease = (platformId: PlatformId) =>
  platformId === 'LeaseClientApp' || platformId === 'SmallLeaseClientApp';

/** A place: one city in three is a county of it, where the city has deployed counties. */
function drawPlace(rng: Prng): { city: Area; county: Area | null } {
  const city = rng.pick(cities);
  const own = counties.filter((county) => county.code.slice(0, 4) === city.code.slice(0, 4));
  return { city, county: own.length > 0 && rng.bool(0.4) ? rng.pick(own) : null };
}

/** A price in yuan: monthly rent 500–30 000 for leases, 5 000–5 000 000 (log-spread) otherwise. */
function drawPrice(rng: Prng, lease: boolean): number {
  if (lease) return rng.int(5, 300) * 100;
  return Math.round((5000 * 1000 ** rng.next()) / 1000) * 1000;
}

/** When bidding starts, for a state, around `now`; null: not yet scheduled. */
function bidStartFor(rng: Prng, state: AnncState, now: Date): Date | null {
  switch (state) {
    case 'Published':
      return rng.bool(0.2) ? null : addHours(now, 24 * rng.int(8, 40));
    case 'WaitingBid':
      return addHours(now, rng.int(2, 24 * 14));
    case 'Bidding':
      return addHours(now, -rng.int(1, 3));
    case 'BidEnded':
      return addHours(now, -24 * rng.int(1, 60));
  }
}

const states: AnncState[] = ['Published', 'WaitingBid', 'Bidding', 'BidEnded'];

/** One generated announcement; deterministic from the generator's state, `now` and the sequence. */
function buildOne(
  key: string,
  platformId: PlatformId,
  kind: AnncKind,
  seq: number,
  rng: Prng,
  now: Date,
): FacetedAnnouncement {
  const lease = isLease(platformId);
  const { city, county } = drawPlace(rng);
  const category = rng.pick(categoriesByPlatform[platformId]);
  const state: AnncState = kind === 'result' ? 'BidEnded' : rng.pick(states);
  const bidStart = kind === 'notice' ? null : bidStartFor(rng, state, now);
  const publish = addHours(now, -24 * rng.int(65, 240) - rng.int(0, 23));
  const price = drawPrice(rng, lease);
  const sold = kind === 'result' && rng.bool(0.7);
  const place = `${city.name}${county?.name ?? ''}`;
  const thing = categoryNames[category] ?? category;
  const id = `${key}-f-${kind}-${String(seq).padStart(4, '0')}`;
  const code = `F${key.toUpperCase().slice(0, 4)}${kind.slice(0, 1).toUpperCase()}${String(seq).padStart(5, '0')}`;
  const suffix =
    kind === 'notice' ? '变更公告' : kind === 'result' ? '成交结果公示' : lease ? '招租公告' : '转让公告';
  const title = `${place}${thing}${suffix}（${code}）`;
  const badge = anncBadge(kind, state, sold);
  const shownPrice = kind === 'notice' ? null : kind === 'result' ? (sold ? price : null) : price;
  // Applications and the deposit close an hour before bidding; bidding now runs a few hours more.
  const applyEnd = bidStart && kind !== 'notice' ? addHours(bidStart, -1) : null;
  const bidEnd = bidStart ? addHours(bidStart, state === 'Bidding' ? 6 : 2) : null;
  return {
    PlatformId: platformId,
    CityCode: city.code,
    CountyCode: county?.code ?? null,
    Category: category,
    AnncId: id,
    Kind: kind,
    Title: title,
    Code: code,
    ViewCount: rng.int(5, 2000),
    ApplyEndTime: applyEnd ? formatTime(applyEnd) : null,
    DepositEndTime: applyEnd && kind === 'project' ? formatTime(applyEnd) : null,
    BidStartTime: bidStart ? formatTime(bidStart) : null,
    BidEndTime: bidEnd ? formatTime(bidEnd) : null,
    PublishTime: formatTime(publish),
    ImageUrl: kind === 'notice' ? null : mediaUrl('photo', id),
    State: state,
    BadgeStyle: badge.style,
    BadgeText: badge.text,
    CanApply:
      kind === 'project' &&
      (state === 'Published' || state === 'WaitingBid') &&
      (!applyEnd || applyEnd > now),
    Price: shownPrice,
    OrgName: `${city.name}${rng.pick(publisherKinds)}`,
    Steps: [
      { Name: '发布公告', Time: formatTime(publish), Status: 'done', Stamp: null },
      {
        Name: '网络竞价',
        Time: bidStart ? formatTime(bidStart) : null,
        Status: state === 'BidEnded' ? 'done' : state === 'Bidding' ? 'current' : 'pending',
        Stamp: null,
      },
      {
        Name: '结果公示',
        Time: null,
        Status: kind === 'result' ? 'done' : 'pending',
        Stamp: kind === 'result' ? (sold ? 'success' : 'failure') : null,
      },
    ],
    Tabs: [
      {
        TabId: 'content',
        Title: kind === 'result' ? '结果公示' : '公告内容',
        Html: `<h3>${title}</h3><p>标的位于${place}，类别：${thing}。</p><p>项目编号：${code}</p>`,
      },
    ],
    Applicants: [],
    Subjects: [],
    Attachments: [],
    Rent: lease && kind !== 'notice' ? price : null,
    Area: lease && kind !== 'notice' ? rng.int(10, 800) : null,
    DealPrice: sold ? price : null,
    Transferee: null,
    // Derived, not drawn: a draw here would move every later generated value.
    Deposit: kind === 'project' ? Math.round(price / 10) : null,
  };
}

/**
 * Every generated announcement of one platform. `now` is the seed's "now": dates are relative to
 * it, so the filters' day windows find the same rows whenever the sandbox starts.
 */
export function facetedAnnouncements(
  key: string,
  platformId: PlatformId,
  rng: Prng,
  now: Date,
): FacetedAnnouncement[] {
  const counts = facetedCounts(platformId);
  const rows: FacetedAnnouncement[] = [];
  for (const kind of ['project', 'notice', 'result'] as const) {
    for (let seq = 1; seq <= counts[kind]; seq += 1)
      rows.push(buildOne(key, platformId, kind, seq, rng, now));
  }
  return rows;
}
