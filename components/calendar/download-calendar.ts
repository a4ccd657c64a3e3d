import catalogue from '@/messages/zh-CN.json';
import { toast } from '@/components/feedback/toast';
import { buildIcs } from '@/lib/portal/ics-file';
import { sortKeyDates, type KeyDate, type KeyDateKind } from '@/lib/portal/key-dates';

// The calendar's words come with this module, loaded on the click, not in every page's messages.
const words = catalogue.calendar;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function kindLabel(kind: KeyDateKind): string {
  return words.kinds[kind];
}

/** Builds the .ics of the dates and hands it to the browser as a download. */
export async function downloadCalendar(dates: KeyDate[], fileName: string) {
  if (dates.length === 0) {
    toast.warning(words.noDates);
    return;
  }
  const text = await buildIcs(
    sortKeyDates(dates),
    {
      calendar: words.calendarName,
      summary: (kind, title) => fill(words.summary, { kind: kindLabel(kind), title }),
      alarm: (kind, title) => fill(words.alarm, { kind: kindLabel(kind), title }),
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
