/** Width (percent) of one main-menu item by item count: SPEC §9. */
const widthByCount: Record<number, number> = { 4: 25, 5: 20, 6: 16.67, 7: 14.29, 8: 12.5 };

export function menuItemWidth(count: number): number {
  const width = widthByCount[count];
  if (width === undefined) throw new RangeError(`主菜单只能有 4 到 8 项，实际 ${count} 项`);
  return width;
}

/**
 * Columns of the header layout: 9 when the province or city setting is on, else 8 (SPEC §2).
 * The logo and search share the columns the menu does not need.
 */
export function headerColumns(site: { Leval: number; IsCity: boolean }): 8 | 9 {
  return site.Leval === 1 || site.IsCity ? 9 : 8;
}
