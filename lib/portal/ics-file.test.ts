import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics-file';
import { centreDay, centreTimeToInstant, keyDatesOf, sortKeyDates } from './key-dates';

const labels = {
  calendar: '交易日程',
  summary: (kind: string, title: string) => `${kind}：${title}`,
  alarm: (kind: string, title: string) => `${title} ${kind}`,
};
const url = 'https://portal.example/client/buyerweb/noticeDetail/?id=a-1';

describe('key dates', () => {
  it('reads centre times as UTC+8 instants', () => {
    expect(centreTimeToInstant('2026-11-24 09:30:00')?.toISOString()).toBe('2026-11-24T01:30:00.000Z');
    expect(centreTimeToInstant('2026-11-24 07:00')?.toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(centreTimeToInstant('2026-11-24')?.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(centreTimeToInstant('24/11/2026')).toBeNull();
    expect(centreDay(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
  });

  it('takes each date the announcement has, and leaves out missing or unreadable ones', () => {
    const dates = keyDatesOf(
      {
        AnncId: 'a-1',
        Title: '某某转让项目',
        ApplyEndTime: '2026-11-20 17:00:00',
        DepositEndTime: null,
        BidStartTime: '2026-11-24 09:30:00',
        BidEndTime: 'soon',
      },
      url,
    );
    expect(dates.map((date) => date.kind)).toEqual(['applyEnd', 'bidStart']);
    expect(dates[1]).toMatchObject({ anncId: 'a-1', centreTime: '2026-11-24 09:30:00', url });
    const later = keyDatesOf({ AnncId: 'b', Title: 'b', BidEndTime: '2026-11-01 10:00:00' }, url);
    expect(sortKeyDates([...dates, ...later]).map((date) => date.anncId)).toEqual(['b', 'a-1', 'a-1']);
  });
});

describe('the .ics file', () => {
  it('parses as RFC 5545 with one event per key date, the right instants, a link back and two alarms', async () => {
    const dates = keyDatesOf(
      {
        AnncId: 'a-1',
        Title: '某某转让项目',
        ApplyEndTime: '2026-11-20 17:00:00',
        DepositEndTime: '2026-11-21 17:00:00',
        BidStartTime: '2026-11-24 09:30:00',
        BidEndTime: '2026-11-24 11:30:00',
      },
      url,
    );
    const text = await buildIcs(dates, labels, 'portal.example');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary)).toEqual([
      'applyEnd：某某转让项目',
      'depositEnd：某某转让项目',
      'bidStart：某某转让项目',
      'bidEnd：某某转让项目',
    ]);
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      '2026-11-20T09:00:00.000Z',
      '2026-11-21T09:00:00.000Z',
      '2026-11-24T01:30:00.000Z',
      '2026-11-24T03:30:00.000Z',
    ]);
    const first = calendar.getAllSubcomponents('vevent')[0]!;
    expect(first.getFirstPropertyValue('url')).toBe(url);
    const triggers = first
      .getAllSubcomponents('valarm')
      .map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds());
    expect(triggers).toEqual([-86400, -3600]);
    expect(new Set(events.map((event) => event.uid)).size).toBe(4);
  });
});
