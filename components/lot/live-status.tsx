'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import type { AnncListItem, AnncState, BadgeStyle } from '@/lib/contract/announcements';
import { liveAnnc, remainingParts, type CountdownKind, type LiveAnnc } from '@/lib/portal/live-annc';
import { serverNow } from '@/lib/api/server-clock';
import { useServerDerived, useServerSecond } from '@/lib/portal/use-server-second';
import { StateBadge } from './state-badge';

type Dated = Pick<
  AnncListItem,
  'State' | 'CanApply' | 'ApplyEndTime' | 'BidStartTime' | 'BidEndTime' | 'BadgeStyle' | 'BadgeText'
>;

/** The badge of a state the time moved on to, in the styles the centre gives those states. */
const movedStyles: Record<AnncState, BadgeStyle> = {
  Published: 'default',
  WaitingBid: 'approve',
  Bidding: 'pass',
  BidEnded: 'end',
};

/** What of an announcement's live view changes a few times a day: its state, button and countdown target. */
function liveKey(item: Dated | undefined, now: number): string | null {
  if (!item) return null;
  const live = liveAnnc(item, now);
  return `${live.state} ${live.canApply} ${live.countdown?.kind ?? ''}`;
}

/**
 * An announcement as it stands on the server's clock (one shared ticker); the component renders
 * again only when its state, button or countdown target changes, not every second. Before the page
 * runs, the centre's answer as it came.
 */
export function useLiveAnnc(item: Dated): LiveAnnc;
export function useLiveAnnc(item: Dated | undefined): LiveAnnc | null;
export function useLiveAnnc(item: Dated | undefined): LiveAnnc | null {
  const key = useServerDerived((now) => liveKey(item, now), null);
  if (!item) return null;
  return liveAnnc(item, key === null ? -Infinity : serverNow());
}

/**
 * The state badge, the centre's words until the time moves the state on. A polite live region:
 * a screen reader hears the state change, never the seconds.
 */
export function LiveBadge({ item, live }: { item: Dated; live: LiveAnnc }) {
  const t = useTranslations('portal.states');
  return (
    <span aria-live="polite" data-testid="live-state" data-state={live.state}>
      {live.moved && live.state ? (
        <StateBadge style={movedStyles[live.state]} text={t(live.state)} />
      ) : (
        <StateBadge style={item.BadgeStyle} text={item.BadgeText} />
      )}
    </span>
  );
}

/**
 * 距报名截止 / 距竞价开始 / 距竞价结束 and the days and HH:MM:SS from `now` to `at`: the words of
 * every countdown line (a detail's, a card's, the home's day strip).
 */
export function TimeLeft({ kind, at, now }: { kind: CountdownKind; at: number; now: number }) {
  const t = useTranslations('portal.live');
  const left = remainingParts(at, now);
  return (
    <>
      {/* The time left stays whole: a line may break before it, never between a number and its unit. */}
      {t(kind)}{' '}
      <span className="text-nowrap text-alert">
        {t('left', { days: String(left.days), time: left.time })}
      </span>
    </>
  );
}

/**
 * An announcement's countdown, the one part that renders every second. Its line is always there
 * (empty when nothing is ahead) and its digits are of one width, so ticking and appearing move
 * nothing.
 */
export function Countdown({ item, className }: { item: Dated; className: string }) {
  const second = useServerSecond();
  const countdown = second === null ? null : liveAnnc(item, second * 1000).countdown;
  return (
    <p
      className={`tabular-nums ${className}`}
      role="timer"
      data-testid="countdown"
      data-kind={countdown?.kind}
    >
      {countdown ? <TimeLeft kind={countdown.kind} at={countdown.at} now={second! * 1000} /> : '\u00a0'}
    </p>
  );
}
