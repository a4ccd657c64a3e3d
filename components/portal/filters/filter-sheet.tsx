'use client';

import { Activity, useState } from 'react';
import { Sheet } from '@/components/ui/sheet';
import { useTranslations } from '@/components/i18n/use-translations';
import { writeListQuery } from '@/lib/portal/list-query';
import FilterPanel from './filter-panel';
import type { ListQueryState } from '@/components/portal/use-list-query';
import { onSheetEntry, useBackCloses } from './use-back-closes';

type Props = { open: boolean; state: ListQueryState; lease: boolean; onClose: () => void };

/**
 * The filters on a phone: a sheet from the bottom of the screen. Its code loads with the list on a
 * phone, and the form is drawn while the sheet is closed, hidden and at the lowest priority
 * (Activity): on a slow phone drawing the form was most of 筛选's 300 ms, and now the tap only shows
 * it. Back closes it.
 */
export default function FilterSheet({ open, state, lease, onClose }: Props) {
  const t = useTranslations('listFilters');
  // Each closing starts the next form afresh, as an unmounted one did: choices not applied are gone.
  const [closings, setClosings] = useState(0);
  const close = () => {
    setClosings((count) => count + 1);
    onClose();
  };
  useBackCloses(open, close);
  // 查询 puts the filtered list in the sheet's own history entry: Back from it is the list before.
  const sheetState: ListQueryState = {
    ...state,
    go: (next, mode) => state.go(next, onSheetEntry() ? 'replace' : mode),
  };
  return (
    <Activity mode={open ? 'visible' : 'hidden'}>
      <Sheet
        open
        onClose={close}
        edge="bottom"
        title={t('title')}
        closeText={t('close')}
        testId="filter-sheet"
      >
        <div className="p-4">
          {/* A new form for each choice the list applies, so a hidden one never shows an old draft. */}
          <FilterPanel
            key={`${writeListQuery(state.chosen)}|${closings}`}
            state={sheetState}
            lease={lease}
            onDone={close}
          />
        </div>
      </Sheet>
    </Activity>
  );
}
