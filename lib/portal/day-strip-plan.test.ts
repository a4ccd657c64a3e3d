import { describe, expect, it } from 'vitest';
import { readListQuery } from './list-query';
import { hrefOnDay, requestOnDays } from './day-slot';
import { dayQuery, dayStripPlan, DAY_STRIP_PAGE_SIZE } from './day-strip-plan';
import { lotsByDay } from './day-lots';

const site = { VirtualDirectory: 'client', PlatformId: 'AssetsCliectApp' };
const days = { today: '2026-11-28', tomorrow: '2026-11-29' };

describe("the day strip's lists", () => {
  const plan = dayStripPlan(site, 'project', 'buyerweb/list/');

  it('links the list filtered to the day by its bidding window, soonest first', () => {
    const href = hrefOnDay(plan.listHref, '2026-11-28');
    expect(href).toBe('/client/buyerweb/list/?bidFrom=2026-11-28&bidTo=2026-11-28&sort=bidSoonest');
    // The list reads the address back as the same position.
    const search = new URLSearchParams(href.split('?')[1]);
    expect(readListQuery(search)).toEqual(dayQuery('2026-11-28'));
  });

  it('asks once for both days', () => {
    expect(requestOnDays(plan.request, days)).toMatchObject({
      PlatformId: 'AssetsCliectApp',
      Kind: 'project',
      BidFrom: '2026-11-28',
      BidTo: '2026-11-29',
      PageIndex: 1,
      PageSize: DAY_STRIP_PAGE_SIZE,
    });
  });
});

describe('lots sorted into their days by their own bidding start', () => {
  const lot = (id: string, start: string | null) => ({ AnncId: id, BidStartTime: start });

  it('keeps only lots starting on each day, soonest first, whatever the answer held', () => {
    // What an API that ignored BidFrom/BidTo and the sort answers: the newest lots, any day.
    const answer = {
      Total: 6,
      Items: [
        lot('new', '2026-12-20 09:00:00'),
        lot('late-today', '2026-11-28 23:30:00'),
        lot('early-tomorrow', '2026-11-29 00:00:00'),
        lot('none', null),
        lot('early-today', '2026-11-28 00:00:00'),
        lot('yesterday', '2026-11-27 23:59:59'),
      ],
    };
    const split = lotsByDay(answer, days);
    expect(split.today.map((item) => item.AnncId)).toEqual(['early-today', 'late-today']);
    expect(split.tomorrow.map((item) => item.AnncId)).toEqual(['early-tomorrow']);
    expect(split.complete).toBe(true);
  });

  it('knows a day’s count only when the answer held every lot it counts', () => {
    expect(lotsByDay({ Total: 300, Items: [lot('a', '2026-11-28 10:00:00')] }, days).complete).toBe(false);
  });
});
