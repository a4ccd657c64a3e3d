'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { toast } from '@/components/feedback/toast';
import { setCompareIds, useCompareIds } from '@/lib/compare/compare-ids';
import { useSite } from '@/lib/site/site-context';
import { CompareToggleLook, type CompareToggleProps } from './compare-toggle-look';

type Say = ReturnType<typeof useTranslations<'portal.compare'>>;

/**
 * A press: in the set it comes out, else it goes in; a fifth lot is refused with the reason, and a
 * device that cannot store says so. The set's code loads with the first press.
 */
export async function pressCompare(
  { lot, route }: CompareToggleProps,
  tenant: string,
  added: boolean,
  t: Say,
): Promise<void> {
  const { addLot, removeLot, MAX_COMPARED } = await import('@/lib/compare/compare-set');
  if (added) {
    const lots = await removeLot(tenant, lot.AnncId);
    if (lots) setCompareIds(lots.map((entry) => entry.id));
    else toast.error(t('storageFailed'));
    return;
  }
  const result = await addLot(tenant, { id: lot.AnncId, title: lot.Title, kind: lot.Kind, route });
  if (result.ok) setCompareIds(result.lots.map((entry) => entry.id));
  else if (result.reason === 'limit')
    toast.warning(t('full', { max: String(MAX_COMPARED) }), { id: 'compare-full' });
  else toast.error(t('storageFailed'));
}

/** The toggle once its code is here: pressed when the device's set holds the lot. */
export function CompareToggleLive(props: CompareToggleProps) {
  const t = useTranslations('portal.compare');
  const { VirtualDirectory: tenant } = useSite();
  const added = useCompareIds(tenant)?.includes(props.lot.AnncId) ?? false;
  return (
    <CompareToggleLook
      added={added}
      onPress={() => void pressCompare(props, tenant, added, t)}
      className={props.className}
    />
  );
}
