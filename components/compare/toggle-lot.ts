import { toast } from '@/components/feedback/toast';
import { setCompareIds } from '@/lib/compare/compare-ids';
import { addLot, MAX_COMPARED, removeLot, type ComparedLot } from '@/lib/compare/compare-set';

/** What the toggle says when a press cannot be kept: the text comes from the page's messages. */
export type ToggleWords = { full: (max: number) => string; storageFailed: string };

/**
 * A press of 加入对比 / 已加入对比, in the chunk of the compare set: adds or removes the lot and tells
 * every toggle of the page; a fifth lot, or a device that cannot store, is told why.
 */
export async function toggleLot(
  tenant: string,
  lot: Omit<ComparedLot, 'addedAt'>,
  added: boolean,
  words: ToggleWords,
): Promise<void> {
  if (added) {
    const lots = await removeLot(tenant, lot.id);
    if (lots) setCompareIds(lots.map((entry) => entry.id));
    else toast.error(words.storageFailed);
    return;
  }
  const result = await addLot(tenant, lot);
  if (result.ok) setCompareIds(result.lots.map((entry) => entry.id));
  else if (result.reason === 'limit') toast.warning(words.full(MAX_COMPARED), { id: 'compare-full' });
  else toast.error(words.storageFailed);
}
