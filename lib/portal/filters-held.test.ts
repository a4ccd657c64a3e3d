import { describe, expect, it } from 'vitest';
import { noFilters } from '@/lib/contract/list-params';
import { filtersHeld } from './filters-held';

const lot = (bid: string | null, published: string | null, price: number | null) => ({
  BidStartTime: bid,
  PublishTime: published,
  Price: price,
});

describe('whether an answer held to the filters beyond SPEC', () => {
  const onDay = { ...noFilters, bidFrom: '2026-12-02', bidTo: '2026-12-02' };

  it('holds when every lot that says when it bids bids on the day asked', () => {
    expect(filtersHeld([lot('2026-12-02 09:00:00', null, null), lot(null, null, null)], onDay)).toBe(true);
    expect(
      filtersHeld([lot('2026-12-02 09:00:00', null, null), lot('2026-12-20 09:00:00', null, null)], onDay),
    ).toBe(false);
  });

  it('reads a price and a publishing day range the same way; no filter, nothing to contradict', () => {
    const cheap = { ...noFilters, priceMax: 10_000 };
    expect(filtersHeld([lot(null, null, 9_000), lot(null, null, null)], cheap)).toBe(true);
    expect(filtersHeld([lot(null, null, 12_000)], cheap)).toBe(false);
    const since = { ...noFilters, publishedFrom: '2026-11-01' };
    expect(filtersHeld([lot(null, '2026-10-31 23:00:00', null)], since)).toBe(false);
    expect(filtersHeld([lot('2020-01-01 00:00:00', '2020-01-01 00:00:00', 1)], noFilters)).toBe(true);
  });
});
