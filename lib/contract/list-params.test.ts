import { describe, expect, it } from 'vitest';
import messages from '@/messages/zh-CN.json';
import { anncFilterShape } from './announcement-filters';
import { queryAnncListRequestSchema } from './announcements';
import type { FilterChoices } from './list-param-kinds';
import { filterParams, filterRequestFields, firstListPage, listParams, type ListQuery } from './list-params';

const choices: FilterChoices = {
  regions: new Set(['410100', '410181']),
  categories: ['shop', 'office'],
  lease: true,
};

/**
 * One set value for each row, the address it writes and the request fields it fills. A row added
 * to the table without a case here fails the first test.
 */
const cases: Record<
  string,
  { query: Partial<ListQuery>; address: string; request: Record<string, unknown> }
> = {
  word: { query: { word: '厂房' }, address: 'word=厂房', request: { Word: '厂房' } },
  state: { query: { state: 'Bidding' }, address: 'state=Bidding', request: { State: 'Bidding' } },
  region: { query: { region: '410181' }, address: 'region=410181', request: { Region: '410181' } },
  category: { query: { category: 'shop' }, address: 'type=shop', request: { Category: 'shop' } },
  price: {
    query: { priceMin: 1000, priceMax: 2500.5 },
    address: 'price=1000-2500.5',
    request: { PriceMin: 1000, PriceMax: 2500.5 },
  },
  area: { query: { areaMin: 20, areaMax: 80 }, address: 'area=20-80', request: { AreaMin: 20, AreaMax: 80 } },
  published: {
    query: { publishedFrom: '2026-11-01', publishedTo: '2026-11-30' },
    address: 'publishedFrom=2026-11-01&publishedTo=2026-11-30',
    request: { PublishFrom: '2026-11-01', PublishTo: '2026-11-30' },
  },
  bid: {
    query: { bidFrom: '2026-12-01', bidTo: '2026-12-07' },
    address: 'bidFrom=2026-12-01&bidTo=2026-12-07',
    request: { BidFrom: '2026-12-01', BidTo: '2026-12-07' },
  },
  sort: { query: { sort: 'priceAsc' }, address: 'sort=priceAsc', request: { Sort: 'priceAsc' } },
  page: { query: { page: 3 }, address: 'page=3', request: { PageIndex: 3 } },
};

const addressOf = (row: (typeof listParams)[number], query: ListQuery) =>
  new URLSearchParams(row.write(query)).toString();
const readRow = (row: (typeof listParams)[number], address: string) => {
  const search = new URLSearchParams(address);
  return row.read((name) => search.get(name), choices);
};

describe('the table of list parameters', () => {
  it('has a case for every row, and every row its own address names and request fields', () => {
    expect(Object.keys(cases).sort()).toEqual(listParams.map((row) => row.key).sort());
    const names = listParams.flatMap((row) => row.params);
    expect(new Set(names).size).toBe(names.length);
    const fields = listParams.flatMap((row) => Object.keys(row.request));
    expect(new Set(fields).size).toBe(fields.length);
  });

  it.each(listParams.map((row) => [row.key, row] as const))(
    '%s round-trips address → query → address and fills its request fields',
    (key, row) => {
      const { query, address, request } = cases[key]!;
      const set = { ...firstListPage, ...query };
      expect(decodeURIComponent(addressOf(row, set))).toBe(address);
      expect(readRow(row, address)).toEqual(pickFields(set, row.fields));
      expect(row.toRequest(set)).toEqual(request);
      // Unset, it writes nothing and sends no filter field.
      expect(addressOf(row, firstListPage)).toBe('');
      expect(Object.keys(row.toRequest(firstListPage)).filter((name) => name in row.request)).toEqual([]);
      // The request fields it fills beyond SPEC are the ones it declares, and the schema takes them.
      const beyondSpec = Object.keys(request).filter(
        (name) => !['Word', 'State', 'PageIndex'].includes(name),
      );
      expect(beyondSpec.sort()).toEqual(Object.keys(row.request).sort());
      const body = queryAnncListRequestSchema.parse({
        PlatformId: 'LeaseClientApp',
        Kind: 'project',
        ...request,
      });
      expect(body).toMatchObject(request);
    },
  );

  it('drops what a row cannot read, and keeps the unset value', () => {
    for (const row of filterParams) {
      const junk = Object.fromEntries(row.params.map((name) => [name, '%00abc']));
      expect(readRow(row, new URLSearchParams(junk).toString())).toEqual(
        pickFields(firstListPage, row.fields),
      );
    }
  });

  it('declares the request schema of the filters from the table', () => {
    expect(Object.keys(anncFilterShape)).toEqual(filterRequestFields.map(([name]) => name));
    expect(Object.keys(anncFilterShape)).toEqual(
      expect.arrayContaining(['AreaMin', 'AreaMax', 'Region', 'Sort']),
    );
    expect(() =>
      queryAnncListRequestSchema.parse({ PlatformId: 'LeaseClientApp', Kind: 'project', AreaMin: -1 }),
    ).toThrow();
  });

  it('names only messages the catalogue has', () => {
    const catalogue: Record<string, unknown> = messages.listFilters;
    for (const row of filterParams) {
      const { kind: _kind, ...keys } = row.form;
      for (const key of Object.values(keys))
        expect(catalogue[key], `${row.key}: ${key}`).toEqual(expect.any(String));
    }
  });

  it('keeps the area to lease lists', () => {
    expect(filterParams.filter((row) => row.only === 'lease').map((row) => row.key)).toEqual(['area']);
  });
});

function pickFields(query: ListQuery, fields: ReadonlyArray<keyof ListQuery>) {
  return Object.fromEntries(fields.map((name) => [name, query[name]]));
}
