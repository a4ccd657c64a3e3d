import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_SHAPE, filterAmount, filterAmountBound, filterUnsignedAmount } from './amount';

describe('filterAmount (SPEC §5 amount input)', () => {
  it.each([
    ['123', '123'],
    ['12a3元', '123'],
    ['1..5', '1.5'],
    ['.5', '0.5'],
    ['1.2.3', '1.23'],
    ['007', '7'],
    ['00.50', '0.50'],
    ['0', '0'],
    ['3.14159', '3.14'],
    ['-12.345', '-12.34'],
    ['-', '-'],
    ['-.', '-0.'],
    ['1-2', '12'],
    ['', ''],
    ['abc', ''],
    ['10.', '10.'],
  ])('turns %j into %j', (input, expected) => {
    expect(filterAmount(input)).toBe(expected);
  });

  it('always gives the rule shape: optional minus, no leading zeros, one dot, at most two decimals', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'-0123456789..ab+ ') }), (input) => {
        expect(filterAmount(input)).toMatch(AMOUNT_SHAPE);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (input) => {
        expect(filterAmount(input)).toMatch(AMOUNT_SHAPE);
      }),
    );
  });

  it('is stable: filtering twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'-0123456789.x') }), (input) => {
        const once = filterAmount(input);
        expect(filterAmount(once)).toBe(once);
      }),
    );
  });

  it('keeps every digit of a plain whole number without leading zeros', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 18n }), (value) => {
        expect(filterAmount(String(value))).toBe(String(value));
      }),
    );
  });
});

describe('filterUnsignedAmount (a price or rent bound)', () => {
  it.each([
    ['-500', '500'],
    ['abc-12.345', '12.34'],
    ['-', ''],
    ['-.5', '0.5'],
    ['1,200元', '1200'],
  ])('turns %j into %j', (input, expected) => {
    expect(filterUnsignedAmount(input)).toBe(expected);
  });

  it('is the amount rule without a minus', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'-0123456789..ab+ ') }), (input) => {
        expect(filterUnsignedAmount(input)).toMatch(AMOUNT_SHAPE);
        expect(filterUnsignedAmount(input)).not.toContain('-');
      }),
    );
  });
});

describe('filterAmountBound (a list filter bound, which may be in 万)', () => {
  it.each([
    ['1万', '1万'],
    ['1.5万', '1.5万'],
    ['2.3 万', '2.3万'],
    ['约-1.5万元', '1.5万'],
    ['1万5', '1万5'],
    ['万', '万'],
    ['-500', '500'],
    ['abc-12.345', '12.34'],
  ])('turns %j into %j', (input, expected) => {
    expect(filterAmountBound(input)).toBe(expected);
  });

  it('is the unsigned rule when there is no 万, and stable', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'-0123456789..ab+ 万') }), (input) => {
        const once = filterAmountBound(input);
        if (!input.includes('万')) expect(once).toBe(filterUnsignedAmount(input));
        expect(filterAmountBound(once)).toBe(once);
      }),
    );
  });
});
