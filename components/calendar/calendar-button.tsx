'use client';

import { useState } from 'react';
import type { KeyDate } from '@/lib/portal/key-dates';

type Props = {
  /** The visible label (加入日历), from the page's own messages. */
  label: string;
  /** The key dates to put in the file, read when clicked. */
  load: () => Promise<KeyDate[]>;
  fileName: string;
  className?: string;
};

/**
 * 加入日历: a click reads the dates and downloads an .ics. The calendar generator and its text load
 * with the click, so the page carries only this button.
 */
export function CalendarButton({ label, load, fileName, className }: Props) {
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      const [{ downloadCalendar, reportCalendarFailure }, dates] = await Promise.all([
        import('./download-calendar'),
        load().catch(() => null),
      ]);
      if (dates) await downloadCalendar(dates, fileName);
      else reportCalendarFailure();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void click()}
      disabled={busy}
      aria-busy={busy}
      data-testid="calendar-button"
      className={
        className ??
        'rounded border border-primary px-5 py-2 text-primary hover:bg-primary hover:text-white disabled:opacity-60'
      }
    >
      {label}
    </button>
  );
}
