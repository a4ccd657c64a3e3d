import type { CalendarEvent, CalendarEventKind } from './calendar-events';

export type IcsLabels = {
  /** The calendar's name. */
  calendar: string;
  /** An event's summary: `{kind}：{title}` already filled in by the caller's wording. */
  summary: (kind: CalendarEventKind, title: string) => string;
  /** What an alarm says. */
  alarm: (kind: CalendarEventKind, title: string) => string;
};

/** Bytes a UID keeps as they are: RFC 3986's unreserved characters, which no .ics syntax uses. */
const uidSafe = /^[A-Za-z0-9._~-]$/;

/**
 * An event's UID from the answer's AnncId. ical-generator writes a UID unescaped, so an AnncId with
 * a line break would add lines of its own (a URL, an alarm) to an event under our name: every byte
 * of its UTF-8 but the unreserved ones is percent-encoded. Usual ids keep the UID they always had,
 * and the encoding is one-to-one, so the same announcement always updates its event and never
 * takes another's.
 */
export function eventUid(anncId: string, kind: CalendarEventKind, domain: string): string {
  let id = '';
  for (const byte of new TextEncoder().encode(anncId)) {
    const char = String.fromCharCode(byte);
    id += uidSafe.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return `${id}-${kind}@${calendarDomain(domain)}`;
}

/** The host names the calendar and its UIDs; anything not shaped like a host name is `portal`. */
function calendarDomain(domain: string): string {
  return /^[A-Za-z0-9.-]{1,253}$/.test(domain) ? domain : 'portal';
}

/**
 * An RFC 5545 calendar of these events (`calendarEvents`: one per phase, with its alarms). Times
 * are written as UTC instants, so every calendar app shows the centre's Asia/Shanghai moment in
 * its own zone; the calendar names Asia/Shanghai for apps that show a calendar's zone. The
 * generator is imported here, when a calendar is asked for, so no page loads it at start.
 */
export async function buildIcs(
  events: readonly CalendarEvent[],
  labels: IcsLabels,
  domain: string,
): Promise<string> {
  const { default: ical, ICalAlarmType } = await import('ical-generator');
  const calendar = ical({
    name: labels.calendar,
    prodId: { company: calendarDomain(domain), product: 'portal' },
  });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: 'Asia/Shanghai' }]);
  for (const event of events) {
    calendar.createEvent({
      id: eventUid(event.anncId, event.kind, domain),
      start: event.start,
      end: event.end ?? undefined,
      summary: labels.summary(event.kind, event.title),
      url: event.url,
      description: event.url,
      alarms: event.alarms.map((seconds) => ({
        type: ICalAlarmType.display,
        trigger: seconds,
        description: labels.alarm(event.kind, event.title),
      })),
    });
  }
  return calendar.toString();
}
