import type { AnncKind, AnncState, BadgeStyle } from '@/lib/contract/announcements';
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

/** SQL for a row's state at `@now`: the rule of `stateAt`. */
export const liveStateSql = `(CASE
  WHEN state IN ('Published', 'WaitingBid') AND bid_start_time IS NOT NULL AND bid_start_time <= @now
    THEN (CASE WHEN ${bidEnd} IS NOT NULL AND ${bidEnd} <= @now THEN 'BidEnded' ELSE 'Bidding' END)
  WHEN state = 'Bidding' AND ${bidEnd} IS NOT NULL AND ${bidEnd} <= @now THEN 'BidEnded'
  ELSE state END)`;

type Stored = {
  Kind: AnncKind;
  /** Read back through the client's lenient schema; the sandbox always writes a state. */
  State: AnncState | null;
  CanApply: boolean;
  BadgeStyle: BadgeStyle;
  BadgeText: string;
  ApplyEndTime: string | null;
  BidStartTime: string | null;
  BidEndTime: string | null;
};

const open = (state: AnncState | null) => state === 'Published' || state === 'WaitingBid';

/**
 * The state at `now` (a centre time): a bidding starts at its start and ends at its end; time moves
 * a state only forward. The centre's times compare as text.
 */
export function stateAt(
  annc: Pick<Stored, 'State' | 'BidStartTime' | 'BidEndTime'>,
  now: string,
): AnncState | null {
  let state = annc.State;
  if (open(state) && annc.BidStartTime !== null && annc.BidStartTime <= now) state = 'Bidding';
  if (state === 'Bidding' && annc.BidEndTime !== null && annc.BidEndTime <= now) state = 'BidEnded';
  return state;
}

/**
 * A stored announcement as it stands now: its state, whether it takes applications (closed at the
 * deadline or once bidding starts), its badge.
 */
export function movedOn<A extends Stored>(annc: A): A {
  const now = centreNow();
  const state = stateAt(annc, now);
  const canApply = annc.CanApply && open(state) && (annc.ApplyEndTime === null || now < annc.ApplyEndTime);
  if (state === annc.State && canApply === annc.CanApply) return annc;
  const badge =
    state !== null && state !== annc.State && annc.Kind !== 'result'
      ? anncBadge(annc.Kind, state, false)
      : null;
  return {
    ...annc,
    State: state,
    CanApply: canApply,
    ...(badge ? { BadgeStyle: badge.style, BadgeText: badge.text } : {}),
  };
}
