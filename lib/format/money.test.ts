import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('money', () => {
  it('prints money with separators and two decimals', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney(0)).toBe('0.00');
  });
});
