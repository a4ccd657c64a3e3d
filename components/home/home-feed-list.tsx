'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { Countdown, LiveBadge, useLiveAnnc } from '@/components/lot/live-status';
import { StateBadge } from '@/components/lot/state-badge';
import type { AnncListItem } from '@/lib/contract/announcements';
import type { HomeFeed } from '@/lib/portal/home-sections';
import { HomeFailure } from './home-failure';
import { HomeSkeletonRows } from './home-skeleton';
import { HOME_ROWS, useHomeFeed } from './use-home-feed';

const ROW_HEIGHT = 44;

type Props = {
  feed: Exclude<HomeFeed, { source: 'houses' }>;
  /** Whether the visitor has come near the block (`HomeBlock`): until then it asks for nothing. */
  wanted: boolean;
};

/** The latest rows of one home block: skeleton while loading, 重试 on failure, never blank. */
export function HomeFeedList({ feed, wanted }: Props) {
  const t = useTranslations('portal.home');
  const { query, rows } = useHomeFeed(feed, wanted);
  if (query.error) {
    return (
      <HomeFailure
        error={query.error}
        onRetry={() => void query.mutate()}
        minHeight={HOME_ROWS * ROW_HEIGHT}
      />
    );
  }
  if (!rows) return <HomeSkeletonRows rows={HOME_ROWS} label={t('loading')} />;
  if (rows.length === 0) {
    return (
      <p
        className="flex items-center justify-center text-muted"
        style={{ minHeight: HOME_ROWS * ROW_HEIGHT }}
      >
        {t('empty')}
      </p>
    );
  }
  return (
    <ul data-testid="home-rows" style={{ minHeight: HOME_ROWS * ROW_HEIGHT }}>
      {rows.map((row) => (
        <li
          key={row.id}
          className="flex h-11 items-center gap-3 border-b border-line last:border-0 elder:h-auto elder:min-h-11 elder:flex-wrap elder:gap-y-1 elder:py-2"
          data-testid="home-row"
        >
          {row.annc ? (
            <HomeLiveState item={row.annc} />
          ) : row.badge ? (
            <StateBadge style={row.badge.style} text={row.badge.text} />
          ) : null}
          {/* In 长者模式 the row wraps instead: the title keeps room for a dozen characters on its
              line and wraps within it, and the countdown and date go to the next line. */}
          <a
            href={row.href}
            className="min-w-0 flex-1 truncate hover:text-primary elder:flex-[1_1_12em] elder:whitespace-normal"
            title={row.title}
          >
            {row.title}
          </a>
          {row.annc ? (
            <HomeCountdown item={row.annc} />
          ) : row.bidStart ? (
            <span className="hidden shrink-0 text-xs text-muted lg:inline">
              {t('bidStart', { date: row.bidStart.slice(0, 10) })}
            </span>
          ) : null}
          {row.date ? (
            <time className="shrink-0 text-xs text-muted" dateTime={row.date}>
              {row.date}
            </time>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function HomeLiveState({ item }: { item: AnncListItem }) {
  return <LiveBadge item={item} live={useLiveAnnc(item)} />;
}

/** The row's countdown in the width of its longest text, so ticking moves nothing. */
function HomeCountdown({ item }: { item: AnncListItem }) {
  return <Countdown item={item} className="hidden w-[16em] shrink-0 text-xs text-muted lg:block" />;
}
