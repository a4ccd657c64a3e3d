/**
 * Stand for the days in a list position worked out at build time (`day-strip-plan.ts`): day-shaped,
 * so the list-parameter table writes them as it would a day, and no real address or request holds
 * them. The browser puts the centre's today (`DAY_SLOT`) and tomorrow (`NEXT_DAY_SLOT`) in their
 * place, without the table's code.
 */
export const DAY_SLOT = '0000-00-00';
export const NEXT_DAY_SLOT = '0000-00-01';

export type StripDays = { today: string; tomorrow: string };

/** A list address with the day filled in. */
export function hrefOnDay(href: string, day: string): string {
  return href.replaceAll(DAY_SLOT, day);
}

/** A request with the days filled in, its fields in the same order (the SWR key is its JSON). */
export function requestOnDays<T extends object>(request: T, days: StripDays): T {
  const slots: Record<string, string> = { [DAY_SLOT]: days.today, [NEXT_DAY_SLOT]: days.tomorrow };
  return Object.fromEntries(
    Object.entries(request).map(([name, value]) => [
      name,
      typeof value === 'string' && Object.hasOwn(slots, value) ? slots[value] : value,
    ]),
  ) as T;
}
