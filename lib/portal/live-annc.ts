import type { AnncListItem, AnncState } from '@/lib/contract/announcements';

/** What a countdown counts down to. */
export type CountdownKind = 'applyEnd' | 'bidStart' | 'bidEnd';

/** An announcement as it stands at a moment: its state, whether it takes applications, its countdown. */
export type LiveAnnc = {
  /** Null when the centre's state is one SPEC §4 does not name: the badge keeps the centre's words. */
  state: AnncState | null;
  canApply: boolean;
  /** True when the time moved the state on from what the centre answered. */
  moved: boolean;
  countdown: { kind: CountdownKind; at: number } | null;
};

type Dated = Pick<AnncListItem, 'State' | 'CanApply' | 'ApplyEndTime' | 'BidStartTime' | 'BidEndTime'>;

const centreTime = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A centre time (`YYYY-MM-DD HH:mm:ss`, UTC+8, as the contract normalises it) in milliseconds. */
export function centreTimeMs(text: string | null): number | null {
  const parts = text ? centreTime.exec(text) : null;
  if (!parts) return null;
  const [, y, mo, d, h, mi, s] = parts.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h! - 8, mi!, s || 0);
}

const open = (state: AnncState | null) => state === 'Published' || state === 'WaitingBid';

/**
 * The state the centre answered, moved on by the time: a bidding starts at its start and ends at
 * its end (待竞价 → 竞价中 → 已结束), applications close at their deadline or when bidding starts.
 * Time only moves a state forward, and never opens what the centre closed. A state the client does
 * not know is left as it is, and only the centre's CanApply (within its deadline) opens the button.
 */
export function liveAnnc(item: Dated, now: number): LiveAnnc {
  const applyEnd = centreTimeMs(item.ApplyEndTime);
  const bidStart = centreTimeMs(item.BidStartTime);
  const bidEnd = centreTimeMs(item.BidEndTime);
  let state = item.State;
  if (open(state) && bidStart !== null && now >= bidStart) state = 'Bidding';
  if (state === 'Bidding' && bidEnd !== null && now >= bidEnd) state = 'BidEnded';
  const canApply = item.CanApply && (state === null || open(state)) && (applyEnd === null || now < applyEnd);
  const countdown =
    canApply && applyEnd !== null
      ? { kind: 'applyEnd' as const, at: applyEnd }
      : open(state) && bidStart !== null
        ? { kind: 'bidStart' as const, at: bidStart }
        : state === 'Bidding' && bidEnd !== null
          ? { kind: 'bidEnd' as const, at: bidEnd }
          : null;
  return { state, canApply, moved: state !== item.State, countdown };
}

/** What is left until `at`: whole days and the rest as HH, MM, SS (never below zero). */
export function remainingParts(at: number, now: number) {
  const seconds = Math.max(0, Math.ceil((at - now) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    days: Math.floor(seconds / 86_400),
    time: `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`,
  };
}
