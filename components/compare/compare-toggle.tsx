'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { toast } from '@/components/feedback/toast';
import type { AnncKind } from '@/lib/contract/announcement-values';
import { setCompareIds, useCompareIds } from '@/lib/compare/compare-ids';
import { innerPath } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';

type Props = {
  lot: { AnncId: string; Title: string; Kind: AnncKind };
  /** The lot's detail address (`/client/buyerweb/noticeDetail/?id=…`); on a detail, the page's own. */
  href?: string;
  className?: string;
};

/**
 * 加入对比 / 已加入对比 on a card, a row or a detail. The set's code loads with the first press (or
 * before, when the device keeps a set); a fifth lot is refused with the reason, and a device that
 * cannot store says so.
 */
export function CompareToggle({ lot, href = '', className = '' }: Props) {
  const t = useTranslations('portal.compare');
  const { VirtualDirectory: tenant } = useSite();
  const ids = useCompareIds(tenant);
  const added = ids?.includes(lot.AnncId) ?? false;

  const toggle = async () => {
    const { addLot, removeLot, MAX_COMPARED } = await import('@/lib/compare/compare-set');
    if (added) {
      const lots = await removeLot(tenant, lot.AnncId);
      if (lots) setCompareIds(lots.map((entry) => entry.id));
      else toast.error(t('storageFailed'));
      return;
    }
    const detailPath = innerPath(new URL(href, window.location.href).pathname, tenant);
    const result = await addLot(tenant, { id: lot.AnncId, title: lot.Title, kind: lot.Kind, detailPath });
    if (result.ok) setCompareIds(result.lots.map((entry) => entry.id));
    else if (result.reason === 'limit')
      toast.warning(t('full', { max: String(MAX_COMPARED) }), { id: 'compare-full' });
    else toast.error(t('storageFailed'));
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
