'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import type { AnncKind } from '@/lib/contract/announcement-values';
import { useCompareIds } from '@/lib/compare/compare-ids';
import { innerPath } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';

type Props = {
  lot: { AnncId: string; Title: string; Kind: AnncKind };
  /** The lot's detail address (`/client/buyerweb/noticeDetail/?id=…`); on a detail, the page's own. */
  href?: string;
  className?: string;
};

/**
 * 加入对比 / 已加入对比 on a card, a row or a detail. All a list carries is this button: the set's
 * code and the toasts load with the first press (`toggle-lot.ts`).
 */
export function CompareToggle({ lot, href = '', className = '' }: Props) {
  const t = useTranslations('portal.compare');
  const { VirtualDirectory: tenant } = useSite();
  const ids = useCompareIds(tenant);
  const added = ids?.includes(lot.AnncId) ?? false;

  const toggle = async () => {
    const { toggleLot } = await import('./toggle-lot');
    const detailPath = innerPath(new URL(href, window.location.href).pathname, tenant);
    await toggleLot(tenant, { id: lot.AnncId, title: lot.Title, kind: lot.Kind, detailPath }, added, {
      full: (max) => t('full', { max: String(max) }),
      storageFailed: t('storageFailed'),
    });
  };

  return (
    <button
      type="button"
      aria-pressed={added}
      onClick={() => void toggle()}
      className={`${added ? 'border-primary bg-primary/10' : 'border-line'} rounded border text-primary hover:border-primary print:hidden ${className}`}
      data-testid="compare-toggle"
    >
      {added ? t('added') : t('add')}
    </button>
  );
}
