import { describe, expect, it } from 'vitest';
import { headerColumns, menuItemWidth } from './menu-layout';

describe('main-menu widths', () => {
  it('gives 25, 20, 16.67, 14.29 and 12.5 percent for 4 to 8 items', () => {
    expect([4, 5, 6, 7, 8].map(menuItemWidth)).toEqual([25, 20, 16.67, 14.29, 12.5]);
  });
  it('refuses a menu outside 4 to 8 items', () => {
    expect(() => menuItemWidth(3)).toThrow(RangeError);
    expect(() => menuItemWidth(9)).toThrow(RangeError);
  });
  it('uses 9 columns when the province or city setting is on, else 8', () => {
    expect(headerColumns({ Leval: 1, IsCity: false })).toBe(9);
    expect(headerColumns({ Leval: 2, IsCity: true })).toBe(9);
    expect(headerColumns({ Leval: 3, IsCity: false })).toBe(8);
  });
});
