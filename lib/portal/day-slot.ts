/**
 * Stands for the day in a list position worked out at build time (`day-strip-plan.ts`): day-shaped,
 * so the list-parameter table writes it as it would a day, and no real address or request holds it.
 * The browser puts the centre's today or tomorrow in its place, without the table's code.
 */
export const DAY_SLOT = '0000-00-00';

/** A list address with the day filled in. */
export function hrefOnDay(href: string, day: string): string {
  return href.replaceAll(DAY_SLOT, day);
}

/** A list request with the day filled in, its fields in the same order (the SWR key is its JSON). */
export function requestOnDay<T extends object>(request: T, day: string): T {
  return Object.fromEntries(
    Object.entries(request).map(([name, value]) => [name, value === DAY_SLOT ? day : value]),
  ) as T;
}
