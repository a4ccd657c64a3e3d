import { describe, expect, it } from 'vitest';
import { readListQuery, writeListQuery } from './list-query';

describe('list position in the address', () => {
  it('takes the header search word, page and state', () => {
    expect(readListQuery(new URLSearchParams('word=%E5%8E%82%E6%88%BF&page=3&state=Bidding'))).toEqual({
      word: '厂房',
      page: 3,
      state: 'Bidding',
    });
  });

  it('falls back to page 1 and every state for values it does not know', () => {
    expect(readListQuery(new URLSearchParams('page=-2&state=Sold'))).toEqual({
      word: '',
      page: 1,
      state: null,
    });
  });

  it('writes only what differs from the defaults and reads back the same', () => {
    expect(writeListQuery({ word: '', page: 1, state: null })).toBe('');
    const query = { word: 'a b', page: 2, state: 'BidEnded' as const };
    expect(readListQuery(new URLSearchParams(writeListQuery(query)))).toEqual(query);
  });
});
