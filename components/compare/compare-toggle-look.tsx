'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import type { AnncKind } from '@/lib/contract/announcement-values';
import type { LotDetailRoute } from '@/sites/record-routes';

export type CompareToggleProps = {
  lot: { AnncId: string; Title: string; Kind: AnncKind };
  /** The route of the lot's detail: the set keeps it with the id, and links the lot through `href()`. */
  route: LotDetailRoute;
  className?: string;
};

/** 加入对比 / 已加入对比 as it looks; what a press does is the caller's. */
export function CompareToggleLook({
  added,
  onPress,
  className = '',
}: {
  added: boolean;
  onPress: () => void;
  className?: string | undefined;
}) {
  const t = useTranslations('portal.compare');
  return (
    <button
      type="button"
      aria-pressed={added}
      onClick={onPress}
      className={`${added ? 'border-primary bg-primary/10' : 'border-line'} rounded border text-primary hover:border-primary print:hidden ${className}`}
      data-testid="compare-toggle"
    >
      {added ? t('added') : t('add')}
    </button>
  );
}
