import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  code,
  count,
  flag,
  id,
  list,
  money,
  optionalCode,
  optionalId,
  optionalText,
  optionalTime,
  shownAmount,
  text,
  time,
} from './fields';
import * as z from 'zod/mini';

const digits = fc.bigInt({ min: 1n, max: 2n ** 53n - 1n }).map(String);

describe('field builders read every form a spec-following backend may send the same way', () => {
  it('an id as a number or as its digits is the same string', () => {
    fc.assert(
      fc.property(digits, (value) => {
        expect(id.parse(Number(value))).toBe(value);
        expect(id.parse(value)).toBe(value);
        expect(optionalId.parse(Number(value))).toBe(value);
      }),
    );
  });

  it('an id that is no id at all is refused; a missing optional id is null', () => {
    for (const bad of ['', '  ', null, undefined, {}, [], true])
      expect(id.safeParse(bad).success).toBe(false);
    for (const missing of [null, undefined, '', ' ']) expect(optionalId.parse(missing)).toBeNull();
  });

  it('a code as a number or a string of digits is the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), (value) => {
        expect(code.parse(value)).toBe(value);
        expect(code.parse(String(value))).toBe(value);
        expect(optionalCode.parse(String(value))).toBe(value);
      }),
    );
    expect(optionalCode.parse(null)).toBeNull();
    expect(code.safeParse('二十').success).toBe(false);
  });

  it('text read as null, absent or empty is the same', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(text.parse(value)).toBe(value);
        expect(optionalText.parse(value)).toBe(value === '' ? null : value);
      }),
    );
    expect([null, undefined, ''].map((value) => text.parse(value))).toEqual(['', '', '']);
    expect([null, undefined, ''].map((value) => optionalText.parse(value))).toEqual([null, null, null]);
  });

  it('a list read as null or absent is empty; a flag read as null is its default', () => {
    const names = list(text);
    fc.assert(
      fc.property(fc.array(fc.string()), (values) => {
        expect(names.parse(values)).toEqual(values);
      }),
    );
    expect([null, undefined].map((value) => names.parse(value))).toEqual([[], []]);
    expect([flag(true).parse(null), flag(false).parse(undefined), flag(true).parse(false)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('a count or an amount as a number or its digits is the same number', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: -10_000_000, max: 10_000_000 }), (total, cents) => {
        expect(count.parse(String(total))).toBe(total);
        const amount = cents / 100;
        expect(money.parse(String(amount))).toBe(amount);
        expect(money.parse(amount)).toBe(amount);
      }),
    );
    expect(count.parse(null)).toBe(0);
    expect(count.safeParse(-1).success).toBe(false);
  });

  it('a time in the portal form or as a .NET ISO DateTime is the same portal time', () => {
    const date = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        date,
        fc.constantFrom('', '.0', '.123', '.1234567'),
        fc.constantFrom('', 'Z', '+08:00'),
        (at, fraction, zone) => {
          const iso = at.toISOString().slice(0, 19);
          const portal = iso.replace('T', ' ');
          expect(time.parse(portal)).toBe(portal);
          expect(time.parse(`${iso}${fraction}${zone}`)).toBe(portal);
          expect(optionalTime.parse(`${iso}${fraction}`)).toBe(portal);
        },
      ),
    );
    expect([null, undefined, ''].map((value) => optionalTime.parse(value))).toEqual([null, null, null]);
    expect(time.safeParse('05/01/2026').success).toBe(false);
  });

  it('unknown fields pass and are dropped', () => {
    const schema = z.object({ Id: id });
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string().map((key) => `X${key}`),
          fc.jsonValue(),
        ),
        (extra) => {
          expect(schema.parse({ ...extra, Id: 7 })).toEqual({ Id: '7' });
        },
      ),
    );
  });

  it('a shown amount reads a number or a decimal string, and anything else as missing', () => {
    expect(shownAmount.parse(1350)).toBe(1350);
    expect(shownAmount.parse(' 47.50 ')).toBe(47.5);
    expect(shownAmount.parse(null)).toBeNull();
    expect(shownAmount.parse(undefined)).toBeNull();
    expect(shownAmount.parse('约 50 平方米')).toBeNull();
    expect(shownAmount.parse({ Value: 1 })).toBeNull();
  });
});
