import calendarText from '@/messages/parts/calendar.json';
import { toast } from '@/components/feedback/toast';
import { buildIcs } from '@/lib/portal/ics-file';
import type { KeyDate } from '@/lib/portal/key-dates';
import { calendarEvents, type CalendarEventKind } from '@/lib/portal/calendar-events';

// The calendar's words come with this module, loaded on the click, not in every page's messages.
const words = calendarText.calendar;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function kindLabel(kind: CalendarEventKind): string {
  return words.kinds[kind];
}

/**
 * Builds the .ics of the dates' phases still to come and hands it to the browser as a download;
 * says so when none is left (all past, or no bidding among them).
 */
export async function downloadCalendar(dates: KeyDate[], fileName: string) {
  const events = calendarEvents(dates, new Date());
  if (events.length === 0) {
    toast.warning(words.noDates);
    return;
  }
  const text = await buildIcs(
    events,
    {
      calendar: words.calendarName,
      summary: (kind, title) => fill(words.summary, { kind: kindLabel(kind), title }),
      alarm: (kind, title) => fill(words.alarm, { kind: words.alarmKinds[kind], title }),
    },
    window.location.hostname || 'portal',
  );
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  toast.success(words.downloaded);
}

/** The dates could not be read (the API client has said why when it could). */
export function reportCalendarFailure() {
  toast.error(words.failed);
}
