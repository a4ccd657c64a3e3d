import { afterAll, describe, expect, it } from 'vitest';
import { queryAnncListRequestSchema } from '@/lib/contract/announcements';
import type { AnncDetail } from '@/lib/contract/announcement-detail';
import { openDatabase } from '../../../db/open';
import { pagedQuery } from '../../paged-query';
import { announcementListQuery } from './announcement-filters';
import { anncListItem } from './announcement-rows';

const db = openDatabase(':memory:');
afterAll(() => db.close());

type Stored = AnncDetail & { CityCode?: string; CountyCode?: string | null; Category?: string };

/** Every province project of the client platform, as stored: what the expectations are read from. */
const stored = (
  db
    .prepare(
      "SELECT detail_json FROM portal_announcements WHERE platform_id = 'AssetsCliectApp' AND kind = 'project' AND org_id IS NULL",
    )
    .all() as Array<{ detail_json: string }>
).map((row) => JSON.parse(row.detail_json) as Stored);

function list(request: Record<string, unknown>, pageSize = 100) {
  const body = queryAnncListRequestSchema.parse({
    PlatformId: 'AssetsCliectApp',
    Kind: 'project',
    PageSize: pageSize,
    ...request,
  });
  return pagedQuery(db, body, announcementListQuery(body, null), anncListItem);
}

function ids(items: Array<{ AnncId: string }>) {
  return items.map((item) => item.AnncId).sort();
}

/** All matches of a filter, across pages. */
function everything(request: Record<string, unknown>): ReturnType<typeof list>['Items'] {
  const first = list(request);
  const items = [...first.Items];
  for (let page = 2; items.length < first.Total; page += 1)
    items.push(...list({ ...request, PageIndex: page }).Items);
  return items;
}

describe('the announcement list filters in SQLite', () => {
  it('has a few hundred announcements across cities, categories and prices to filter', () => {
    expect(stored.length).toBeGreaterThanOrEqual(250);
    expect(new Set(stored.map((row) => row.CityCode).filter(Boolean)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(stored.map((row) => row.Category).filter(Boolean)).size).toBe(5);
    expect(new Set(stored.map((row) => row.CountyCode).filter(Boolean)).size).toBeGreaterThan(3);
  });

  it('narrows by a city (its counties included) or by one county', () => {
    const city = '410100';
    const expected = stored.filter((row) => row.CityCode === city);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(everything({ Region: city }))).toEqual(ids(expected));
    const county = stored.find((row) => row.CountyCode)!.CountyCode!;
    expect(ids(everything({ Region: county }))).toEqual(
      ids(stored.filter((row) => row.CountyCode === county)),
    );
  });

  it('narrows by category, price range and state together', () => {
    const match = (row: Stored) =>
      row.Category === 'vehicle' &&
      row.Price != null &&
      row.Price >= 10_000 &&
      row.Price <= 500_000 &&
      row.State === 'WaitingBid';
    const expected = stored.filter(match);
    expect(expected.length).toBeGreaterThan(0);
    const page = list({ Category: 'vehicle', PriceMin: 10_000, PriceMax: 500_000, State: 'WaitingBid' });
    expect(page.Total).toBe(expected.length);
    expect(ids(page.Items)).toEqual(ids(expected));
  });

  it('takes whole days for the publish and bidding windows', () => {
    const day = stored.find((row) => row.BidStartTime)!.BidStartTime!.slice(0, 10);
    const onDay = stored.filter((row) => row.BidStartTime?.startsWith(day));
    expect(ids(everything({ BidFrom: day, BidTo: day }))).toEqual(ids(onDay));
    const published = stored[0]!.PublishTime!.slice(0, 10);
    const since = stored.filter((row) => row.PublishTime!.slice(0, 10) >= published);
    expect(list({ PublishFrom: published }).Total).toBe(since.length);
    expect(list({ PublishTo: published }).Total).toBe(
      stored.length - since.length + stored.filter((row) => row.PublishTime!.startsWith(published)).length,
    );
  });

  it('sorts by price either way, unpriced last, and by the soonest bidding start', () => {
    const asc = everything({ Sort: 'priceAsc' });
    const prices = asc.map((item) => item.Price).filter((price) => price != null);
    expect(prices).toEqual([...prices].sort((a, b) => a! - b!));
    expect(asc.at(-1)!.Price ?? null).toBeNull();
    expect(list({ Sort: 'priceDesc', PageSize: 1 }).Items[0]!.Price).toBe(Math.max(...(prices as number[])));
    const soonest = list({ Sort: 'bidSoonest', PageSize: 5 }).Items;
    const starts = soonest.map((item) => item.BidStartTime!);
    expect(starts).toEqual([...starts].sort());
    expect(soonest.every((item) => item.State === 'Published' || item.State === 'WaitingBid')).toBe(true);
  });

  it('narrows a lease list by floor area, both bounds inclusive, and an area-less row drops out', () => {
    const lease = (
      db
        .prepare(
          "SELECT detail_json FROM portal_announcements WHERE platform_id = 'LeaseClientApp' AND kind = 'project' AND org_id IS NULL",
        )
        .all() as Array<{ detail_json: string }>
    ).map((row) => JSON.parse(row.detail_json) as Stored);
    const body = (request: Record<string, unknown>) =>
      queryAnncListRequestSchema.parse({
        PlatformId: 'LeaseClientApp',
        Kind: 'project',
        PageSize: 100,
        ...request,
      });
    const count = (request: Record<string, unknown>) => {
      const parsed = body(request);
      return pagedQuery(db, parsed, announcementListQuery(parsed, null), anncListItem).Total;
    };
    const within = lease.filter((row) => row.Area != null && row.Area >= 100 && row.Area <= 300);
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(lease.length);
    expect(count({ AreaMin: 100, AreaMax: 300 })).toBe(within.length);
    const exact = within[0]!.Area!;
    expect(count({ AreaMin: exact, AreaMax: exact })).toBe(lease.filter((row) => row.Area === exact).length);
    expect(count({ AreaMin: 0 })).toBe(lease.filter((row) => row.Area != null).length);
    expect(count({})).toBe(lease.length);
  });

  it('takes hostile values as values', () => {
    expect(list({ Word: "' OR 1=1 --" }).Total).toBe(0);
    expect(list({ Category: 'vehicle', Word: '%' }).Total).toBe(0);
  });

  it('answers the unfiltered list as before: newest first', () => {
    const page = list({}, 12);
    expect(page.Total).toBe(stored.length);
    const times = page.Items.map((item) => item.PublishTime);
    expect(times).toEqual([...times].sort().reverse());
  });
});
