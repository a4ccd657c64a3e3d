import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs, eventUid } from './ics-file';
import { calendarEvents } from './calendar-events';
import { centreDay, centreTimeToInstant, keyDatesOf, sortKeyDates } from './key-dates';

const labels = {
  calendar: '交易日程',
  summary: (kind: string, title: string) => `${kind}：${title}`,
  alarm: (kind: string, title: string) => `${title} ${kind}`,
};
const url = 'https://portal.example/client/buyerweb/noticeDetail/?id=a-1';
/** Before every date below: the file holds them all. */
const before = new Date('2026-11-01T00:00:00Z');

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
  it('parses as RFC 5545 with one event per phase, the bidding from start to end, a link back and its alarms', async () => {
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
    const text = await buildIcs(calendarEvents(dates, before), labels, 'portal.example');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary)).toEqual([
      'applyEnd：某某转让项目',
      'depositEnd：某某转让项目',
      'bid：某某转让项目',
    ]);
    expect(
      events.map((event) => [
        event.startDate.toJSDate().toISOString(),
        event.endDate.toJSDate().toISOString(),
      ]),
    ).toEqual([
      ['2026-11-20T09:00:00.000Z', '2026-11-20T09:00:00.000Z'],
      ['2026-11-21T09:00:00.000Z', '2026-11-21T09:00:00.000Z'],
      ['2026-11-24T01:30:00.000Z', '2026-11-24T03:30:00.000Z'],
    ]);
    const first = calendar.getAllSubcomponents('vevent')[0]!;
    expect(first.getFirstPropertyValue('url')).toBe(url);
    const triggers = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) =>
        vevent
          .getAllSubcomponents('valarm')
          .map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()),
      );
    expect(triggers).toEqual([
      [-86400, -3600],
      [-86400, -3600],
      [-86400, -3600],
    ]);
    expect(new Set(events.map((event) => event.uid)).size).toBe(3);
  });
});

describe('an AnncId written to break out of its UID', () => {
  const hostile =
    'a-1\r\nURL:https://evil.example/\r\nATTACH:https://evil.example/x.exe\nBEGIN:VALARM\rEND:VALARM';
  const dates = () =>
    keyDatesOf(
      {
        AnncId: hostile,
        Title: '某某转让项目',
        BidStartTime: '2026-11-24 09:30:00',
        BidEndTime: '2026-11-24 11:30:00',
      },
      url,
    );
  /** The file's content lines, folded lines joined again (RFC 5545 §3.1). */
  const lines = (text: string) =>
    text
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean);

  it('adds no line of its own: the file has exactly the lines of one event with two alarms', async () => {
    const text = await buildIcs(calendarEvents(dates(), before), labels, 'portal.example');
    // A component's bounds whole, any other line by its property name.
    const names = lines(text).map((line) => (/^(BEGIN|END):/.test(line) ? line : /^[A-Z-]+/.exec(line)?.[0]));
    const alarm = ['BEGIN:VALARM', 'ACTION', 'TRIGGER', 'DESCRIPTION', 'END:VALARM'];
    const event = [
      'BEGIN:VEVENT',
      ...['UID', 'SEQUENCE', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'DESCRIPTION'],
      ...alarm,
      ...alarm,
      'URL',
      'END:VEVENT',
    ];
    expect(names).toEqual([
      ...['BEGIN:VCALENDAR', 'VERSION', 'PRODID', 'NAME', 'X-WR-CALNAME'],
      ...event,
      ...['X-WR-TIMEZONE', 'END:VCALENDAR'],
    ]);
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      expect(vevent.getAllProperties('url').map((property) => property.getFirstValue())).toEqual([url]);
      expect(vevent.getAllProperties('attach')).toHaveLength(0);
      expect(vevent.getAllSubcomponents('valarm')).toHaveLength(2);
    }
  });

  it('gets a UID of unreserved characters, the same every time, and never another id’s', async () => {
    const uid = eventUid(hostile, 'bid', 'portal.example');
    expect(uid).toMatch(/^[A-Za-z0-9._~%-]+-bid@portal\.example$/);
    expect(eventUid(hostile, 'bid', 'portal.example')).toBe(uid);
    const file = async () =>
      new ICAL.Component(
        ICAL.parse(await buildIcs(calendarEvents(dates(), before), labels, 'portal.example')),
      );
    const first = await file();
    const second = await file();
    const uids = (calendar: ICAL.Component) =>
      calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).uid);
    expect(uids(first)).toEqual(uids(second));
    expect(uids(first)[0]).toBe(uid);
    // Ids that differ only where they are encoded stay apart; a usual id keeps the UID it had.
    expect(eventUid('a\n', 'bidEnd', 'p')).not.toBe(eventUid('a\r', 'bidEnd', 'p'));
    expect(eventUid('a%0A', 'bidEnd', 'p')).not.toBe(eventUid('a\n', 'bidEnd', 'p'));
    expect(eventUid('assets-project-005', 'bidEnd', 'portal.example')).toBe(
      'assets-project-005-bidEnd@portal.example',
    );
    expect(eventUid('项目一', 'bidEnd', 'p')).toBe('%E9%A1%B9%E7%9B%AE%E4%B8%80-bidEnd@p');
  });

  it('names the calendar after a host only when it is shaped like one', () => {
    expect(eventUid('a', 'bidEnd', 'evil\r\nURL:x')).toBe('a-bidEnd@portal');
  });
});
