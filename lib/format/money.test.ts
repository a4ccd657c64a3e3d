import { describe, expect, it } from 'vitest';
import { formatFilterAmount, formatMoney } from './money';

const byLocale = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('money', () => {
  it('prints money with separators and two decimals', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(999.995)).toBe('1,000.00');
    expect(formatMoney(-1234.5)).toBe('-1,234.50');
  });

  it('prints what the locale prints, ties and large amounts included', () => {
    const ties = [
      0.125,
      0.375,
      1.005,
      2.675,
      1.455,
      8.345,
      1234.565,
      99999.995,
      1e15 + 0.5,
      123456789012.345,
    ];
    // A fixed sequence (a linear congruential one), so that a failure can be run again.
    let seed = 20261128;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const amounts = Array.from({ length: 6000 }, (_, index) => {
      const scale = 10 ** (index % 14);
      return index % 2 ? Math.round(next() * scale * 1000) / 1000 : next() * scale;
    });
    for (const amount of [...ties, ...amounts, 1e-7, 1e20, 1e21, 5e22])
      for (const signed of [amount, -amount]) {
        // The locale keeps the minus of an amount that rounds to nothing ("-0.00"); the centre does not.
        const expected = byLocale.format(signed).replace(/^-(0\.00)$/, '$1');
        expect(formatMoney(signed), String(signed)).toBe(expected);
      }
  });

  it('prints no minus for an amount that rounds to nothing', () => {
    expect(formatMoney(-0.001)).toBe('0.00');
    expect(formatMoney(-0)).toBe('0.00');
  });
});

describe('a filter amount', () => {
  it('separates thousands and keeps the decimals as written', () => {
    expect(formatFilterAmount(1234567)).toBe('1,234,567');
    expect(formatFilterAmount(1234.5)).toBe('1,234.5');
    expect(formatFilterAmount(100000.25)).toBe('100,000.25');
    expect(formatFilterAmount(0)).toBe('0');
    expect(formatFilterAmount(999)).toBe('999');
  });

  it('prints what the locale prints for every amount the filter accepts', () => {
    // The filter's rule: up to 12 whole digits and 2 decimals.
    const amounts = [0.5, 0.05, 1, 12, 123, 1234, 12345.6, 123456.78, 1234567, 999999999999.99, 100000000000];
    for (const amount of amounts) expect(formatFilterAmount(amount)).toBe(amount.toLocaleString('zh-CN'));
  });
});
