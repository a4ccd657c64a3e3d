import type { AnncKind, AnncState, BadgeStyle } from '@/lib/contract/announcements';

type Badge = { style: BadgeStyle; text: string };

const projectBadges: Record<AnncState, Badge> = {
  Published: { style: 'default', text: '公告中' },
  WaitingBid: { style: 'approve', text: '待竞价' },
  Bidding: { style: 'pass', text: '竞价中' },
  BidEnded: { style: 'end', text: '已结束' },
};

/** The badge on an announcement's card: a result's deal or no deal, otherwise the project's state. */
export function anncBadge(kind: AnncKind, state: AnncState, sold: boolean): Badge {
  if (kind !== 'result') return projectBadges[state];
  return sold ? { style: 'pass', text: '已成交' } : { style: 'reject', text: '未成交' };
}
