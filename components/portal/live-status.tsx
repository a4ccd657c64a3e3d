'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import type { AnncListItem, AnncState, BadgeStyle } from '@/lib/contract/announcements';
import { liveAnnc, remainingParts, type LiveAnnc } from '@/lib/portal/live-annc';
import { useServerSecond } from '@/lib/portal/use-server-second';
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

/**
 * An announcement as it stands this second on the server's clock (one shared ticker), and that
 * second; before the page runs, the centre's answer as it came.
 */
export function useLiveAnnc(item: Dated): { live: LiveAnnc; second: number | null } {
  const second = useServerSecond();
  return { live: liveAnnc(item, second === null ? -Infinity : second * 1000), second };
}

/**
 * The state badge, the centre's words until the time moves the state on. A polite live region:
 * a screen reader hears the state change, never the seconds.
 */
export function LiveBadge({ item, live }: { item: Dated; live: LiveAnnc }) {
  const t = useTranslations('portal.states');
  return (
    <span aria-live="polite" data-testid="live-state" data-state={live.state}>
      {live.moved ? (
        <StateBadge style={movedStyles[live.state]} text={t(live.state)} />
      ) : (
        <StateBadge style={item.BadgeStyle} text={item.BadgeText} />
      )}
    </span>
  );
}

/**
 * 距报名截止 / 距竞价开始 / 距竞价结束 with days and HH:MM:SS. Its line is always there (empty when
 * nothing is ahead) and its digits are of one width, so ticking and appearing move nothing.
 */
export function Countdown({
  live,
  second,
  className,
}: {
  live: LiveAnnc;
  second: number | null;
  className: string;
}) {
  const t = useTranslations('portal.live');
  const countdown = second === null ? null : live.countdown;
  const left = countdown ? remainingParts(countdown.at, second! * 1000) : null;
  return (
    <p
      className={`tabular-nums ${className}`}
      role="timer"
      data-testid="countdown"
      data-kind={countdown?.kind}
    >
      {countdown && left ? (
        <>
          {t(countdown.kind)}{' '}
          <span className="text-active">{t('left', { days: String(left.days), time: left.time })}</span>
        </>
      ) : (
        '\u00a0'
      )}
    </p>
  );
}
