import { describe, expect, it } from 'vitest';
import { anncListRequest, readListQuery } from './list-query';
import { hrefOnDay, requestOnDay } from './day-slot';
import { dayQuery, dayStripPlan } from './day-strip-plan';

const site = { VirtualDirectory: 'client', PlatformId: 'AssetsCliectApp' };

describe("the day strip's list of a day", () => {
  const plan = dayStripPlan(site, 'project', 'buyerweb/list/');

  it('links the list filtered to the day by its bidding window, soonest first', () => {
    const href = hrefOnDay(plan.listHref, '2026-11-28');
    expect(href).toBe('/client/buyerweb/list/?bidFrom=2026-11-28&bidTo=2026-11-28&sort=bidSoonest');
    // The list reads the address back as the same position.
    const search = new URLSearchParams(href.split('?')[1]);
    expect(readListQuery(search)).toEqual(dayQuery('2026-11-28'));
  });

  it('asks what the list page asks for that position, field for field and in the same order', () => {
    const request = requestOnDay(plan.request, '2026-11-28');
    const listPage = anncListRequest(site.PlatformId, 'project', dayQuery('2026-11-28'));
    expect(JSON.stringify(request)).toBe(JSON.stringify(listPage));
    expect(request).toMatchObject({
      BidFrom: '2026-11-28',
      BidTo: '2026-11-28',
      Sort: 'bidSoonest',
      PageIndex: 1,
    });
  });
});
