import type { AnncState } from '@/lib/contract/announcements';
import { variants, type VariantKey } from '@/sites/variants';
import { addHours, formatTime } from '../../centre-time';
import type { Prng } from '../../prng';
import { anncBadge } from './annc-badges';
import { buildAnnouncement, steps } from './portal-announcements';

const HOUR = 3_600_000;
const CHINA_OFFSET_MS = 8 * HOUR;

/** Midnight (China time) of the day `days` after the clock's, as an instant. */
function chinaMidnight(clock: Date, days: number): Date {
  const shifted = clock.getTime() + CHINA_OFFSET_MS;
  return new Date(shifted - (shifted % (24 * HOUR)) - CHINA_OFFSET_MS + days * 24 * HOUR);
}

/**
 * Lots whose bidding starts on the seed's day and the two after it in China time (10:00 and
 * 23:58 each), so 今日开拍 and 明日开拍 have lots on any day a sandbox is started, and still the
 * day after for a run that crosses midnight. A start already past is bidding or over, as the real
 * day would have it. Published long ago, they stay off the first page of a list by publish time.
 */
export function dayStripAnnouncements(key: VariantKey, rng: Prng, clock: Date) {
  const platformId = variants[key].PlatformId;
  const rows = [];
  let seq = 20_001;
  for (const days of [0, 1, 2]) {
    for (const hour of [10, 23 + 58 / 60]) {
      const bidStart = new Date(chinaMidnight(clock, days).getTime() + hour * HOUR);
      const bidEnd = addHours(bidStart, 2);
      const applyEnd = addHours(bidStart, -2);
      const state: AnncState = bidStart > clock ? 'WaitingBid' : bidEnd > clock ? 'Bidding' : 'BidEnded';
      const built = buildAnnouncement(key, platformId, 'project', seq, rng, clock);
      const badge = anncBadge('project', state, true);
      const publish = addHours(clock, -24 * 90);
      rows.push({
        ...built,
        State: state,
        BadgeStyle: badge.style,
        BadgeText: badge.text,
        ApplyEndTime: formatTime(applyEnd),
        DepositEndTime: formatTime(applyEnd),
        BidStartTime: formatTime(bidStart),
        BidEndTime: formatTime(bidEnd),
        PublishTime: formatTime(publish),
        CanApply: state === 'WaitingBid' && applyEnd > clock,
        Steps: steps(state, null, publish, bidStart),
      });
      seq += 1;
    }
  }
  return rows;
}
