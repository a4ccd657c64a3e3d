'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { LiveBadge, TimeLeft, useLiveAnnc } from '@/components/lot/live-status';
import { publicCallOnUse } from '@/lib/api/call-ref';
import { serverNow } from '@/lib/api/server-clock';
import { useCall } from '@/lib/api/use-call';
import type { AnncListItem } from '@/lib/contract/announcements';
import { bidDays } from '@/lib/portal/bid-days';
import { centreTimeMs } from '@/lib/portal/live-annc';
import { hrefOnDay, requestOnDays, type StripDays } from '@/lib/portal/day-slot';
import { DAY_STRIP_SHOWN, lotsByDay } from '@/lib/portal/day-lots';
import type { DayStripPlan } from '@/lib/portal/day-strip-plan';
import { useServerDerived, useServerSecond } from '@/lib/portal/use-server-second';
import { href } from '@/lib/site/navigation/paths';
import type { LotDetailRoute } from '@/sites/record-routes';
import { useSite } from '@/lib/site/site-context';

// The home's own blocks have loaded the list's declaration by the time the strip asks.
const queryAnncList = publicCallOnUse('queryAnncList');

export type DayStripProps = {
  /** The days' list and request, from the list-parameter table at build time (`dayStripPlan`). */
  plan: DayStripPlan;
  /** Where a lot opens inside the tenant (`buyerweb/noticeDetail/`). */
  route: LotDetailRoute;
};

/**
 * 今日开拍 / 明日开拍: the lots whose bidding starts today and tomorrow on the centre's clock, each
 * with the time left to its start. One request asks for both days; each lot goes under the day its
 * own BidStartTime falls on, whatever the API made of the day filter (a wish beyond SPEC).
 */
export function DayStrip(props: DayStripProps) {
  // The days turn at midnight China time by the server's clock, without a reload.
  const today = useServerDerived((now) => bidDays(now).today, null);
  if (today === null) return null;
  return <Days days={{ today, tomorrow: bidDays(serverNow()).tomorrow }} {...props} />;
}

function Days({ days, plan, route }: DayStripProps & { days: StripDays }) {
  const { data, error, mutate } = useCall(queryAnncList, requestOnDays(plan.request, days));
  const lots = data ? lotsByDay(data, days) : null;
  const retry = () => void mutate();
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2 md:gap-6">
      {(['today', 'tomorrow'] as const).map((which) => (
        <Day
          key={which}
          which={which}
          day={days[which]}
          listHref={plan.listHref}
          route={route}
          failed={Boolean(error)}
          retry={retry}
          lots={lots && lots[which]}
          complete={lots?.complete ?? false}
        />
      ))}
    </div>
  );
}

type DayProps = {
  which: 'today' | 'tomorrow';
  day: string;
  listHref: string;
  route: LotDetailRoute;
  failed: boolean;
  retry: () => void;
  /** The day's lots; null while the answer is on its way. */
  lots: AnncListItem[] | null;
  /** Whether the answer held every lot, so the day's count is known. */
  complete: boolean;
};

function Day({ which, day, listHref, route, failed, retry, lots, complete }: DayProps) {
  const t = useTranslations('portal.dayStrip');
  const retryLabel = useTranslations('ui')('retry');
  const site = useSite();
  const headingId = `day-strip-${which}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0"
      data-testid="day-strip-day"
      data-day={which}
      data-date={day}
    >
      <div className="mb-2 flex h-7 items-center justify-between">
        <h2 id={headingId} className="border-l-4 border-primary pl-3 font-medium">
          {t(which)}
        </h2>
        <a
          href={hrefOnDay(listHref, day)}
          className="text-sm text-muted hover:text-primary"
          data-testid="day-strip-more"
        >
          {t('more')}
          {lots && complete ? ` (${lots.length})` : ''}
        </a>
      </div>
      {failed ? (
        <p className="flex min-h-[104px] items-center gap-2 text-muted">
          {t('failed')}
          <button type="button" onClick={retry} className="text-primary underline">
            {retryLabel}
          </button>
        </p>
      ) : !lots ? (
        <div className="min-h-[104px] animate-pulse rounded bg-canvas" />
      ) : lots.length === 0 ? (
        <p className="flex min-h-[104px] items-center text-muted" data-testid="day-strip-empty">
          {t(which === 'today' ? 'todayEmpty' : 'tomorrowEmpty')}
        </p>
      ) : (
        <ul className="flex min-h-[104px] items-stretch gap-2 overflow-x-auto">
          {lots.slice(0, DAY_STRIP_SHOWN).map((item) => (
            <li
              key={item.AnncId}
              className="w-[200px] shrink-0 rounded border border-line p-2"
              data-testid="day-strip-lot"
            >
              {/* Lots that differ only by their ending (第6号 / 第14号) must read apart: two lines, whole in 长者模式. */}
              <a
                href={href(site, route, { id: item.AnncId })}
                className="line-clamp-2 min-h-[2lh] text-sm hover:text-primary elder:line-clamp-none"
                title={item.Title}
              >
                {item.Title}
              </a>
              <StartCountdown item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The time left to the lot's start; once started, its live state instead. Only the line with the
 * seconds renders every second: the lot's other parts render when it starts.
 */
function StartCountdown({ item }: { item: AnncListItem }) {
  const t = useTranslations('portal');
  const live = useLiveAnnc(item);
  const start = centreTimeMs(item.BidStartTime);
  const time = item.BidStartTime?.slice(11, 16) ?? '';
  const ahead = useServerDerived((now) => start !== null && start > now, false);
  return (
    <div className="mt-1 text-xs text-muted tabular-nums">
      <p>{t('dayStrip.startsAt', { time })}</p>
      {ahead && start !== null ? <TimeToStart start={start} /> : <LiveBadge item={item} live={live} />}
    </div>
  );
}

function TimeToStart({ start }: { start: number }) {
  const t = useTranslations('portal');
  const second = useServerSecond();
  return (
    <p role="timer" data-testid="day-strip-countdown">
      {second === null ? t('live.bidStart') : <TimeLeft kind="bidStart" at={start} now={second * 1000} />}
    </p>
  );
}
