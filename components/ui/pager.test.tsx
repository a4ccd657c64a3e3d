import { describe, expect, it } from 'vitest';
import { pageCount } from './pager';

describe('the pager', () => {
  it('counts pages, never fewer than one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
