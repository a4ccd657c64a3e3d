import { describe, expect, it } from 'vitest';
import { formatMoney, pageCount } from './format';

describe('user-centre formats', () => {
  it('prints money with separators and two decimals', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney(0)).toBe('0.00');
  });

  it('counts pages, never fewer than one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
