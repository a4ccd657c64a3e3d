import { chinaDay } from './bid-days';
import { centreTimeMs } from './live-annc';
import type { StripDays } from './day-slot';

type Dated = { BidStartTime: string | null };

/** Lots a day of the strip shows, soonest first; 查看全部 opens the rest. */
export const DAY_STRIP_SHOWN = 12;

export type DayLots<T> = {
  today: T[];
  tomorrow: T[];
  /** Whether the answer held every lot it counts, so a day's lots are all of that day's. */
  complete: boolean;
};

/**
 * The lots of an answer sorted into today's and tomorrow's by their own bidding start on the
 * centre's clock, soonest first: an API that ignored the day filter (or the sort) cannot put a lot
 * under the wrong day.
 */
export function lotsByDay<T extends Dated>(page: { Total: number; Items: T[] }, days: StripDays): DayLots<T> {
  const starts = page.Items.flatMap((item) => {
    const start = centreTimeMs(item.BidStartTime);
    return start === null ? [] : [{ item, start, day: chinaDay(start) }];
  }).sort((a, b) => a.start - b.start);
  const on = (day: string) => starts.filter((entry) => entry.day === day).map((entry) => entry.item);
  return { today: on(days.today), tomorrow: on(days.tomorrow), complete: page.Items.length >= page.Total };
}
