'use client';

import { Sheet } from '@/components/ui/sheet';
import { useTranslations } from '@/components/i18n/use-translations';
import FilterPanel from './filter-panel';
import type { ListQueryState } from '@/components/portal/use-list-query';
import { onSheetEntry, useBackCloses } from './use-back-closes';

type Props = { open: boolean; state: ListQueryState; lease: boolean; onClose: () => void };

/**
 * The filters on a phone: a sheet from the bottom of the screen. Its code loads with the list on a
 * phone; the form mounts when 筛选 opens it. Back closes it.
 */
export default function FilterSheet({ open, state, lease, onClose }: Props) {
  const t = useTranslations('listFilters');
  useBackCloses(open, onClose);
  // 查询 puts the filtered list in the sheet's own history entry: Back from it is the list before.
  const sheetState: ListQueryState = {
    ...state,
    go: (next, mode) => state.go(next, onSheetEntry() ? 'replace' : mode),
  };
  return (
    <Sheet
      open={open}
      onClose={onClose}
      edge="bottom"
      title={t('title')}
      closeText={t('close')}
      testId="filter-sheet"
    >
      <div className="p-4">
        <FilterPanel state={sheetState} lease={lease} onDone={onClose} />
      </div>
    </Sheet>
  );
}
