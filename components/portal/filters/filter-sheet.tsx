'use client';

import * as Dialog from '@/components/ui/dialog';
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
    <Dialog.Root open={open} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 top-auto z-50 max-h-[85vh] w-full max-w-none overflow-y-auto rounded-t-lg bg-white p-4 shadow-xl"
          data-testid="filter-sheet"
        >
          <Dialog.TitleBar
            title={t('title')}
            close={t('close')}
            className="mb-3"
            titleClassName="text-base font-medium"
            closeClassName="px-2 text-muted hover:text-primary"
          />
          <FilterPanel state={sheetState} lease={lease} onDone={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
