import type { KeyDate, KeyDateKind } from './key-dates';

/** A phase a calendar holds: a deadline, the bidding from start to end, or an edge of it alone. */
export type CalendarEventKind = KeyDateKind | 'bid';

export type CalendarEvent = {
  anncId: string;
  title: string;
  kind: CalendarEventKind;
  start: Date;
  /** Null for a moment (a deadline, a bidding with one known edge). */
  end: Date | null;
  url: string;
  /** Seconds before the start an alarm rings, each still ahead when the file is made. */
  alarms: number[];
};

const DAY = 24 * 3600;
const HOUR = 3600;

/**
 * When a phase's alarms ring, before its start: a day and an hour ahead of a deadline or of the
 * bidding's start, where there is still something to prepare; only an hour ahead of a bidding's
 * end, where a day's notice means nothing.
 */
export const alarmLeads: Record<CalendarEventKind, readonly number[]> = {
  applyEnd: [DAY, HOUR],
  depositEnd: [DAY, HOUR],
  bid: [DAY, HOUR],
  bidStart: [DAY, HOUR],
  bidEnd: [HOUR],
};

/**
 * The calendar of some announcements' key dates: one event per phase, the bidding one event from
 * its start to its end. A lot whose bidding is still 待定 gets its deadlines, which a bidder must
 * not miss all the same; a phase already over at `now` is left out, and so is an alarm whose time
 * has passed, so an announcement with no date ahead (a notice, a result) adds nothing. Earliest first.
 */
export function calendarEvents(dates: readonly KeyDate[], now: Date): CalendarEvent[] {
  const byAnnc = new Map<string, Map<KeyDateKind, KeyDate>>();
  for (const date of dates) {
    const kinds = byAnnc.get(date.anncId) ?? new Map<KeyDateKind, KeyDate>();
    kinds.set(date.kind, date);
    byAnnc.set(date.anncId, kinds);
  }
  const events: CalendarEvent[] = [];
  for (const kinds of byAnnc.values()) {
    const bidStart = kinds.get('bidStart');
    const bidEnd = kinds.get('bidEnd');
    const moment = (date: KeyDate, kind: CalendarEventKind) =>
      events.push(eventOf(date, kind, date.at, null));
    for (const kind of ['applyEnd', 'depositEnd'] as const) {
      const date = kinds.get(kind);
      if (date) moment(date, kind);
    }
    if (bidStart && bidEnd && bidEnd.at > bidStart.at) {
      events.push(eventOf(bidStart, 'bid', bidStart.at, bidEnd.at));
    } else {
      if (bidStart) moment(bidStart, 'bidStart');
      if (bidEnd) moment(bidEnd, 'bidEnd');
    }
  }
  return events
    .filter((event) => (event.end ?? event.start).getTime() > now.getTime())
    .map((event) => ({
      ...event,
      alarms: event.alarms.filter((lead) => event.start.getTime() - lead * 1000 > now.getTime()),
    }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

function eventOf(date: KeyDate, kind: CalendarEventKind, start: Date, end: Date | null): CalendarEvent {
  return {
    anncId: date.anncId,
    title: date.title,
    kind,
    start,
    end,
    url: date.url,
    alarms: [...alarmLeads[kind]],
  };
}
