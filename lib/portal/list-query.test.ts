import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  anncListRequest,
  firstListPage,
  listFilterParams,
  pageOnlyParams,
  readListQuery,
  readAmountBound,
  writeListQuery,
  type FilterChoices,
  type ListQuery,
} from './list-query';

const choices: FilterChoices = {
  regions: new Set(['410100', '410181', '410300']),
  categories: ['vehicle', 'realty'],
};
const read = (query: string) => readListQuery(new URLSearchParams(query), choices);

describe('list position in the address', () => {
  it('takes the header search word, page and state', () => {
    expect(read('word=%E5%8E%82%E6%88%BF&page=3&state=Bidding')).toEqual({
      ...firstListPage,
      word: '厂房',
      page: 3,
      state: 'Bidding',
    });
  });

  it('reads the word without control or reordering characters, as the search box sends it', () => {
    expect(read('word=%00%E2%80%AE%E9%83%91%E5%B7%9E%0D%0A').word).toBe('郑州');
    expect(read('word=%00%E2%80%AE').word).toBe('');
  });

  it('falls back to page 1 and every state for values it does not know', () => {
    expect(read('page=-2&state=Sold')).toEqual(firstListPage);
  });

  it('reads every filter', () => {
    expect(
      read(
        'region=410181&type=vehicle&price=1000-5000&publishedFrom=2026-11-01&publishedTo=2026-11-30&bidFrom=2026-12-01&bidTo=2026-12-07&sort=priceAsc',
      ),
    ).toEqual({
      ...firstListPage,
      region: '410181',
      category: 'vehicle',
      priceMin: 1000,
      priceMax: 5000,
      publishedFrom: '2026-11-01',
      publishedTo: '2026-11-30',
      bidFrom: '2026-12-01',
      bidTo: '2026-12-07',
      sort: 'priceAsc',
    });
  });

  it('takes a price range open on either side', () => {
    expect(read('price=-5000')).toMatchObject({ priceMin: null, priceMax: 5000 });
    expect(read('price=200.5-')).toMatchObject({ priceMin: 200.5, priceMax: null });
  });

  it.each([
    ['price=abc&region=%00', {}],
    ['price=-', {}],
    ['price=5000-1000', {}],
    ['price=1-2-3', {}],
    ['price=1e9-', {}],
    ['region=999999&type=drop%20table', {}],
    ['region=410100%00', {}],
    ['type=realty%27--', {}],
    ['publishedFrom=2026-02-30&bidTo=tomorrow', {}],
    ['publishedFrom=2026-11-30&publishedTo=2026-11-01', {}],
    ['sort=random', {}],
    ['bidFrom=2026-12-01&bidTo=2026-13-01', { bidFrom: '2026-12-01' }],
  ])('drops what it cannot read in %s and keeps the rest', (query, kept) => {
    expect(read(`${query}&state=Bidding`)).toEqual({ ...firstListPage, state: 'Bidding', ...kept });
  });

  it('drops a region or category the tenant does not have', () => {
    expect(readListQuery(new URLSearchParams('region=410100&type=vehicle'))).toEqual(firstListPage);
  });

  it('writes only what differs from the defaults and reads back the same', () => {
    expect(writeListQuery(firstListPage)).toBe('');
    const query: ListQuery = {
      word: 'a b',
      page: 2,
      state: 'BidEnded',
      region: '410300',
      category: 'realty',
      priceMin: null,
      priceMax: 5000,
      areaMin: 20,
      areaMax: 150.5,
      publishedFrom: '2026-10-01',
      publishedTo: null,
      bidFrom: null,
      bidTo: '2026-12-31',
      sort: 'bidSoonest',
    };
    expect(read(writeListQuery(query))).toEqual(query);
  });

  it('counts the panel filters set, a range once', () => {
    expect(activeFilterCount(firstListPage)).toBe(0);
    expect(
      activeFilterCount(
        read('region=410100&price=-5000&publishedFrom=2026-11-01&publishedTo=2026-11-02&sort=priceAsc'),
      ),
    ).toBe(3);
  });
});

describe('the filter parameters', () => {
  it('are every parameter a filtered address carries besides the word, state and page', () => {
    const everyFilter: ListQuery = {
      word: '厂房',
      page: 2,
      state: 'Bidding',
      region: '410100',
      category: 'vehicle',
      priceMin: 1000,
      priceMax: 2000,
      areaMin: 10,
      areaMax: null,
      publishedFrom: '2026-01-01',
      publishedTo: '2026-02-01',
      bidFrom: '2026-03-01',
      bidTo: '2026-04-01',
      sort: 'priceAsc',
    };
    const names = [...new URLSearchParams(writeListQuery(everyFilter)).keys()];
    expect(names.filter((name) => !['word', 'state', 'page'].includes(name)).sort()).toEqual(
      [...listFilterParams].sort(),
    );
  });

  it('on a list that is not a lease, leave out the area, which that list neither reads nor sends', () => {
    expect(pageOnlyParams(true)).toContain('area');
    expect(pageOnlyParams(false)).not.toContain('area');
    expect(pageOnlyParams(false)).toEqual(pageOnlyParams(true).filter((name) => name !== 'area'));
    const search = new URLSearchParams('area=10-100&price=-5000');
    expect(readListQuery(search, { ...choices, lease: false })).toMatchObject({
      areaMin: null,
      priceMax: 5000,
    });
    expect(readListQuery(search, { ...choices, lease: true })).toMatchObject({ areaMin: 10, areaMax: 100 });
  });
});

describe('the list request', () => {
  it('is the SPEC request unchanged without filters', () => {
    expect(anncListRequest('AssetsCliectApp', 'project', firstListPage)).toEqual({
      PlatformId: 'AssetsCliectApp',
      Kind: 'project',
      State: null,
      Word: '',
      PageIndex: 1,
      PageSize: 12,
    });
  });

  it('carries the filters that are set', () => {
    const request = anncListRequest(
      'LeaseClientApp',
      'project',
      read('region=410300&price=-5000&sort=priceDesc'),
    );
    expect(request).toMatchObject({ Region: '410300', PriceMax: 5000, Sort: 'priceDesc' });
    expect(Object.keys(request)).not.toContain('PriceMin');
  });
});

describe('a price, rent or area bound typed in the filter form', () => {
  it('is none when empty and the amount otherwise, a trailing dot forgiven', () => {
    expect(readAmountBound('')).toBeNull();
    expect(readAmountBound('  ')).toBeNull();
    expect(readAmountBound('100000')).toBe(100000);
    expect(readAmountBound('0.5')).toBe(0.5);
    expect(readAmountBound('12.')).toBe(12);
    expect(readAmountBound('999999999999.99')).toBe(999999999999.99);
  });

  it('reads 万 as ten thousand, exactly', () => {
    expect(readAmountBound('1万')).toBe(10000);
    expect(readAmountBound('1.5万')).toBe(15000);
    expect(readAmountBound('2.3 万')).toBe(23000);
    expect(readAmountBound('1.15万')).toBe(11500);
    expect(readAmountBound('0.05万')).toBe(500);
    expect(readAmountBound('3.万')).toBe(30000);
    expect(readAmountBound('99999999万')).toBe(999999990000);
  });

  it('is unreadable when the address could not carry it, so it never vanishes unseen', () => {
    for (const text of [
      '1234567890123',
      '-5',
      'abc',
      '1.234',
      '1e5',
      '万',
      '1万5',
      '1万万',
      '123456789万',
      '1.234万',
    ]) {
      expect(readAmountBound(text), text).toBe('unreadable');
    }
    const bound = readAmountBound('999999999999.99');
    expect(read(`price=-${bound}`)).toMatchObject({ priceMin: null, priceMax: bound });
  });
});
