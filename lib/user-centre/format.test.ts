import { describe, expect, it } from 'vitest';
import { formatMoney, maskAccountNo } from './format';

describe('user-centre formats', () => {
  it('prints money with separators and two decimals', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney(0)).toBe('0.00');
  });

  it('shows only the last four digits of a bank account', () => {
    expect(maskAccountNo('6222020200112233')).toBe('**** 2233');
    expect(maskAccountNo('6222 0202 0011 2233')).toBe('**** 2233');
    expect(maskAccountNo('123')).toBe('123');
  });
});
