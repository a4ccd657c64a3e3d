'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from '@/components/i18n/use-translations';
import { CalendarButton } from '@/components/calendar/calendar-button';
import { LoadState } from '@/components/ui/load-state';
import { centreDay, sortKeyDates, type KeyDate } from '@/lib/portal/key-dates';
import { dayKey, monthOfDay, monthWeeks, shiftMonth, type Month } from '@/lib/user-centre/month-grid';
import { useSite } from '@/lib/site/site-context';
import { PageHeading } from './page-heading';

const navClass = 'rounded border border-line px-3 py-1 hover:text-primary';

/** 我的日程: the key dates of every favourite and participation, one month at a time. */
export function ScheduleView() {
  const site = useSite();
  const t = useTranslations('userCentre.schedule');
  const [month, setMonth] = useState<Month>(() => monthOfDay(centreDay(new Date())));
  const load = async () => {
    const { followedAnncIds, keyDatesOfAnnouncements } = await import('@/components/calendar/followed-dates');
    return sortKeyDates(await keyDatesOfAnnouncements(site, await followedAnncIds(site, 'both')));
  };
  const query = useSWR(['schedule', site.VirtualDirectory], load, { revalidateOnFocus: false });

  return (
    <div data-testid="schedule">
      <PageHeading title={t('title')}>
        <CalendarButton
          label={t('calendar')}
          fileName={t('fileName')}
          load={async () => query.data ?? load()}
          className="rounded border border-primary px-3 py-1 text-sm text-primary hover:bg-primary hover:text-white disabled:opacity-60"
        />
      </PageHeading>
      <p className="mb-3 text-sm text-muted">{t('source')}</p>
      <div className="mb-3 flex items-center justify-between gap-2">
        <button type="button" className={navClass} onClick={() => setMonth(shiftMonth(month, -1))}>
          {t('previous')}
        </button>
        <h2 className="text-base font-medium" aria-live="polite" data-testid="schedule-month">
          {t('month', { year: String(month.year), month: String(month.month) })}
        </h2>
        <button type="button" className={navClass} onClick={() => setMonth(shiftMonth(month, 1))}>
          {t('next')}
        </button>
      </div>
      <LoadState query={query} look="panel">
        {(dates) => <MonthDates month={month} dates={dates} />}
      </LoadState>
    </div>
  );
}

function MonthDates({ month, dates }: { month: Month; dates: KeyDate[] }) {
  const t = useTranslations('userCentre.schedule');
  const byDay = new Map<string, KeyDate[]>();
  for (const date of dates) {
    const day = centreDay(date.at);
    byDay.set(day, [...(byDay.get(day) ?? []), date]);
  }
  const shortNames = t('weekdays').split(',');
  const longNames = t('weekdayNames').split(',');
  const inMonth = [...byDay.entries()].filter(([day]) => day.startsWith(dayKey(month, 1).slice(0, 8)));

  return (
    <>
      <table className="w-full table-fixed border-collapse text-center text-sm" data-testid="schedule-grid">
        <caption className="sr-only">
          {t('month', { year: String(month.year), month: String(month.month) })}
        </caption>
        <thead>
          <tr>
            {shortNames.map((name, index) => (
              <th key={name} scope="col" className="py-1 font-normal text-muted">
                <abbr title={longNames[index]} className="no-underline">
                  {name}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                const items = day ? (byDay.get(dayKey(month, day)) ?? []) : [];
                return (
                  <td key={column} className="h-12 border border-line align-top">
                    {day ? (
                      <span
                        className="flex flex-col items-center gap-0.5 py-1"
                        data-day={dayKey(month, day)}
                        aria-label={
                          items.length > 0
                            ? t('dayItems', { day: String(day), count: String(items.length) })
                            : undefined
                        }
                      >
                        <span>{day}</span>
                        {items.length > 0 ? (
                          <span aria-hidden className="rounded-full bg-primary px-1.5 text-xs text-white">
                            {items.length}
                          </span>
                        ) : null}
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mt-5 mb-2 font-medium">{t('agenda')}</h3>
      {inMonth.length === 0 ? (
        <p className="text-muted" data-testid="schedule-empty">
          {t('emptyMonth')}
        </p>
      ) : (
        <ol className="space-y-2" data-testid="schedule-agenda">
          {inMonth.map(([day, items]) => (
            <li key={day}>
              <p className="font-medium">{day}</p>
              <ul className="space-y-1">
                {items.map((item) => (
                  <li
                    key={`${item.anncId}-${item.kind}`}
                    data-testid="schedule-item"
                    className="flex flex-wrap gap-x-2"
                  >
                    <time dateTime={item.at.toISOString()} className="text-muted">
                      {item.centreTime.slice(11, 16)}
                    </time>
                    <span className="text-primary">{t(`kinds.${item.kind}`)}</span>
                    <a href={item.url} className="min-w-0 break-all hover:text-primary">
                      {item.title}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
