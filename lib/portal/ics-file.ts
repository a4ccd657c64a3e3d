import type { KeyDate, KeyDateKind } from './key-dates';

export type IcsLabels = {
  /** The calendar's name. */
  calendar: string;
  /** An event's summary: `{kind}：{title}` already filled in by the caller's wording. */
  summary: (kind: KeyDateKind, title: string) => string;
  /** What an alarm says. */
  alarm: (kind: KeyDateKind, title: string) => string;
};

/** Alarms one day and one hour before each key date (seconds before the event starts). */
export const alarmLeadSeconds = [24 * 3600, 3600] as const;

/**
 * An RFC 5545 calendar with one event per key date. Times are written as UTC instants, so every
 * calendar app shows the centre's Asia/Shanghai moment in its own zone; the calendar names
 * Asia/Shanghai for apps that show a calendar's zone. The generator is imported here, when a
 * calendar is asked for, so no page loads it at start.
 */
export async function buildIcs(dates: KeyDate[], labels: IcsLabels, domain: string): Promise<string> {
  const { default: ical, ICalAlarmType } = await import('ical-generator');
  const calendar = ical({ name: labels.calendar, prodId: { company: domain, product: 'portal' } });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: 'Asia/Shanghai' }]);
  for (const date of dates) {
    calendar.createEvent({
      id: `${date.anncId}-${date.kind}@${domain}`,
      start: date.at,
      summary: labels.summary(date.kind, date.title),
      url: date.url,
      description: date.url,
      alarms: alarmLeadSeconds.map((seconds) => ({
        type: ICalAlarmType.display,
        trigger: seconds,
        description: labels.alarm(date.kind, date.title),
      })),
    });
  }
  return calendar.toString();
}
