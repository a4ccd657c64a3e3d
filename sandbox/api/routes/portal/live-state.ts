import type { AnncKind, AnncState, BadgeStyle } from '@/lib/contract/announcements';
import { liveAnnc } from '@/lib/portal/live-annc';
import { formatTime } from '../../../centre-time';
import { anncBadge } from '../../../db/seed/annc-badges';

/**
 * An announcement is stored as the centre answered it when it was published; the centre moves it on
 * by its clock (待竞价 → 竞价中 → 已结束, applications closed), and so does the sandbox, on the
 * request's clock (a test's scoped clock included): lists, their state tabs, counts and sorts read
 * the state the dates give now, never the stored one.
 */

/** The centre's time now, as the stored times are written (`YYYY-MM-DD HH:mm:ss`, UTC+8). */
export const centreNow = () => formatTime(new Date(Date.now()));

const bidEnd = "json_extract(detail_json, '$.BidEndTime')";

/** SQL for a row's state at `@now`: the same rule as lib/portal/live-annc.ts, which moves only forward. */
export const liveStateSql = `(CASE
  WHEN state IN ('Published', 'WaitingBid') AND bid_start_time IS NOT NULL AND bid_start_time <= @now
    THEN (CASE WHEN ${bidEnd} IS NOT NULL AND ${bidEnd} <= @now THEN 'BidEnded' ELSE 'Bidding' END)
  WHEN state = 'Bidding' AND ${bidEnd} IS NOT NULL AND ${bidEnd} <= @now THEN 'BidEnded'
  ELSE state END)`;

type Stored = {
  Kind: AnncKind;
  State: AnncState;
  CanApply: boolean;
  BadgeStyle: BadgeStyle;
  BadgeText: string;
  ApplyEndTime: string | null;
  BidStartTime: string | null;
  BidEndTime: string | null;
};

/** A stored announcement as it stands now: its state, whether it takes applications, its badge. */
export function movedOn<A extends Stored>(annc: A): A {
  const live = liveAnnc(annc, Date.now());
  if (!live.moved && live.canApply === annc.CanApply) return annc;
  const badge = live.moved && annc.Kind !== 'result' ? anncBadge(annc.Kind, live.state, false) : null;
  return {
    ...annc,
    State: live.state,
    CanApply: live.canApply,
    ...(badge ? { BadgeStyle: badge.style, BadgeText: badge.text } : {}),
  };
}
