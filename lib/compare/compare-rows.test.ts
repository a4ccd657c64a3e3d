import { describe, expect, it } from 'vitest';
import type { AnncDetail } from '@/lib/contract/announcement-detail';
import { factRows, rowsFor, sameAcross } from './compare-rows';

const lot = (facts: Partial<AnncDetail>) => ({ Area: null, Rent: null, ...facts }) as AnncDetail;

describe('the identical-row rule of 隐藏相同项', () => {
  it.each([
    [['100 元', '100 元'], true],
    [['100 元', '100 元', '100 元', '100 元'], true],
    [['100 元', '200 元'], false],
    [['—', '—'], true],
    [['100 元', '100 元', '101 元'], false],
  ] as const)('%j: same %s', (values, same) => {
    expect(sameAcross(values)).toBe(same);
  });

  it('never hides the row of a single lot, nor a row whose values are not all known', () => {
    expect(sameAcross(['100 元'])).toBe(false);
    expect(sameAcross([])).toBe(false);
    expect(sameAcross(['100 元', undefined])).toBe(false);
    expect(sameAcross([undefined, undefined])).toBe(false);
  });
});

describe('the rows of the compare table', () => {
  it('shows area and rent only when one of the lots has them', () => {
    expect(rowsFor([lot({}), lot({})])).toEqual(factRows.filter((row) => row !== 'area' && row !== 'rent'));
    expect(rowsFor([lot({}), lot({ Area: 80 })])).toContain('area');
    expect(rowsFor([lot({}), lot({ Area: 80 })])).not.toContain('rent');
    expect(rowsFor([undefined, lot({ Rent: 1200 })])).toContain('rent');
  });

  it('keeps region and category, which show — where the centre does not give them', () => {
    expect(rowsFor([lot({})])).toEqual(expect.arrayContaining(['region', 'category']));
  });
});
