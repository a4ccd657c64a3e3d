/** A month of the calendar: `YYYY-MM`'s year and month (1-12). */
export type Month = { year: number; month: number };

export function monthOfDay(day: string): Month {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

export function shiftMonth({ year, month }: Month, by: number): Month {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function dayKey({ year, month }: Month, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The weeks of a month, Monday first (as calendars in China are printed): each week seven cells,
 * a day of the month or null for the days of the months around it.
 */
export function monthWeeks(month: Month): Array<Array<number | null>> {
  const first = new Date(Date.UTC(month.year, month.month - 1, 1));
  const days = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: Array<number | null> = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
