import { describe, expect, it } from 'vitest';
import { calendarEvents } from './calendar-events';
import { keyDatesOf, type DatedAnnouncement } from './key-dates';

const url = 'https://portal.example/client/buyerweb/noticeDetail/?id=a-1';
const now = new Date('2026-11-22T00:00:00Z');
const dates = (annc: Partial<DatedAnnouncement> & { AnncId: string }) =>
  keyDatesOf({ Title: annc.AnncId, ...annc }, url);
const shown = (events: ReturnType<typeof calendarEvents>) =>
  events.map((event) => ({
    id: event.anncId,
    kind: event.kind,
    start: event.start.toISOString(),
    end: event.end?.toISOString() ?? null,
    alarms: event.alarms,
  }));

describe('the events a calendar gets', () => {
  it('gives the bidding one event from its start to its end, alarmed a day and an hour before it starts', () => {
    const events = calendarEvents(
      dates({
        AnncId: 'a-1',
        ApplyEndTime: '2026-11-23 17:00:00',
        DepositEndTime: '2026-11-24 17:00:00',
        BidStartTime: '2026-11-26 09:30:00',
        BidEndTime: '2026-11-26 11:30:00',
      }),
      now,
    );
    expect(shown(events)).toEqual([
      { id: 'a-1', kind: 'applyEnd', start: '2026-11-23T09:00:00.000Z', end: null, alarms: [86400, 3600] },
      { id: 'a-1', kind: 'depositEnd', start: '2026-11-24T09:00:00.000Z', end: null, alarms: [86400, 3600] },
      {
        id: 'a-1',
        kind: 'bid',
        start: '2026-11-26T01:30:00.000Z',
        end: '2026-11-26T03:30:00.000Z',
        alarms: [86400, 3600],
      },
    ]);
  });

  it('never rings a day before a bidding ends: a bidding known only by its end is alarmed an hour before', () => {
    const events = calendarEvents(dates({ AnncId: 'b', BidEndTime: '2026-11-26 11:30:00' }), now);
    expect(shown(events)).toEqual([
      { id: 'b', kind: 'bidEnd', start: '2026-11-26T03:30:00.000Z', end: null, alarms: [3600] },
    ]);
    expect(
      calendarEvents(dates({ AnncId: 'c', BidStartTime: '2026-11-26 09:30:00' }), now).map((e) => e.kind),
    ).toEqual(['bidStart']);
  });

  it('leaves out phases already over and alarms already past, and keeps a bidding under way', () => {
    const events = calendarEvents(
      dates({
        AnncId: 'a-1',
        ApplyEndTime: '2026-11-20 17:00:00',
        DepositEndTime: '2026-11-22 17:00:00',
        BidStartTime: '2026-11-21 09:30:00',
        BidEndTime: '2026-11-23 09:30:00',
      }),
      now,
    );
    expect(shown(events)).toEqual([
      {
        id: 'a-1',
        kind: 'bid',
        start: '2026-11-21T01:30:00.000Z',
        end: '2026-11-23T01:30:00.000Z',
        alarms: [],
      },
      // Nine hours ahead: its day-before alarm has passed, its hour-before one has not.
      { id: 'a-1', kind: 'depositEnd', start: '2026-11-22T09:00:00.000Z', end: null, alarms: [3600] },
    ]);
    expect(
      calendarEvents(
        dates({ AnncId: 'old', BidStartTime: '2026-11-01 09:00:00', BidEndTime: '2026-11-01 10:00:00' }),
        now,
      ),
    ).toEqual([]);
  });

  it('gives a lot whose bidding is still 待定 its deadlines ahead, and nothing once none is ahead', () => {
    const pending = dates({
      AnncId: 'p',
      ApplyEndTime: '2026-12-01 17:00:00',
      DepositEndTime: '2026-12-02 17:00:00',
    });
    expect(shown(calendarEvents(pending, now))).toEqual([
      { id: 'p', kind: 'applyEnd', start: '2026-12-01T09:00:00.000Z', end: null, alarms: [86400, 3600] },
      { id: 'p', kind: 'depositEnd', start: '2026-12-02T09:00:00.000Z', end: null, alarms: [86400, 3600] },
    ]);
    const closed = dates({
      AnncId: 'r',
      ApplyEndTime: '2026-11-01 17:00:00',
      DepositEndTime: '2026-11-02 17:00:00',
    });
    expect(calendarEvents(closed, now)).toEqual([]);
    expect(calendarEvents(dates({ AnncId: 'notice' }), now)).toEqual([]);
  });

  it('keeps the two edges apart when the end does not come after the start', () => {
    const events = calendarEvents(
      dates({ AnncId: 'x', BidStartTime: '2026-11-26 11:30:00', BidEndTime: '2026-11-26 09:30:00' }),
      now,
    );
    expect(events.map((event) => [event.kind, event.end])).toEqual([
      ['bidEnd', null],
      ['bidStart', null],
    ]);
  });
});
