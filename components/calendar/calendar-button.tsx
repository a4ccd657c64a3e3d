'use client';

import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { FailedBar } from '@/components/ui/part-failed';
import type { KeyDate } from '@/lib/portal/key-dates';

type Props = {
  /** The visible label (加入日历), from the page's own messages. */
  label: string;
  /** The key dates to put in the file, read when clicked. */
  load: () => Promise<KeyDate[]>;
  fileName: string;
  className?: string;
  /**
   * The id of the text saying why nothing can be added (every date past, or none set yet), which
   * the page shows beside the button before any tap: the button is then disabled.
   */
  reasonId?: string;
};

/**
 * 加入日历: a click reads the dates and downloads an .ics. The calendar generator and its text load
 * with the click, so the page carries only this button. Offline it still works when the generator
 * was kept and the dates are at hand (a detail's own); otherwise it says the network is needed,
 * where the part's code or the dates could not come (issue 40).
 */
export function CalendarButton({ label, load, fileName, className, reasonId }: Props) {
  const t = useTranslations('ui');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const click = async () => {
    setBusy(true);
    setProblem(null);
    const offline = () => navigator.onLine === false;
    try {
      const [calendar, dates] = await Promise.all([
        import('./download-calendar').catch(() => null),
        load().catch(() => null),
      ]);
      if (calendar && dates) await calendar.downloadCalendar(dates, fileName);
      else if (offline()) setProblem(t('offlineAction', { action: label }));
      else if (calendar) calendar.reportCalendarFailure();
      else setProblem(t('partFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void click()}
        disabled={busy || !!reasonId}
        aria-busy={busy}
        aria-describedby={reasonId}
        data-testid="calendar-button"
        className={
          className ??
          'rounded border border-primary px-5 py-2 text-primary hover:bg-primary hover:text-white disabled:opacity-60'
        }
      >
        {label}
      </button>
      {problem ? <FailedBar message={problem} onClose={() => setProblem(null)} /> : null}
    </>
  );
}
