'use client';

import { clientPart } from '@/components/ui/client-part';
import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { anncSorts, type AnncSort } from '@/lib/contract/announcement-values';
import { activeFilterCount, writeListQuery } from '@/lib/portal/list-query';
import { FilterChips } from '@/components/portal/filters/filter-chips';
import type { ListQueryState } from '@/components/portal/use-list-query';
import { usePhoneScreen, useWideScreen } from './use-wide-screen';
import { closedOnFailure, noticeOnFailure } from '@/components/ui/part-failed';
import { afterContentPart } from '@/components/site/after-content-part';

// The form and the sheet come after the first paint, with their own chunks: the page's start-up
// carries only the count, the sort and the chips. A phone loads the sheet (closed) once the cards
// are drawn (or at the first touch), so 筛选 opens it in the frame after the tap instead of after a
// download, and the sheet's chunk does not share the line with the cards' answer.
const FilterPanel = clientPart(() =>
  noticeOnFailure(import('@/components/portal/filters/filter-panel').then((module) => module.default)),
);
const FilterSheet = afterContentPart(() =>
  closedOnFailure(import('@/components/portal/filters/filter-sheet').then((module) => module.default)),
);

type Props = { state: ListQueryState; total: number | null; lease: boolean };

/** Above a list: its filters (inline on a wide screen, a 筛选 sheet on a phone), the sort and 共 N 条. */
export function ListToolbar({ state, total, lease }: Props) {
  const t = useTranslations('listFilters');
  const wide = useWideScreen();
  const phone = usePhoneScreen();
  const [sheetOpen, setSheetOpen] = useState(false);
  const { chosen, go } = state;
  const active = activeFilterCount(chosen);
  return (
    <div className="mb-3" data-testid="list-toolbar">
      {/* Room for the form from the first paint, so the list does not move when it arrives. The form
          starts again from each choice: keyed by the address alone, a choice that Back overtook
          before it applied would leave its own draft showing a filter the list does not apply. A
          lease form has one field more (面积): four rows below lg. */}
      <div
        className={`mb-3 hidden rounded border border-line bg-white p-3 md:block lg:min-h-[156px] ${lease ? 'min-h-[298px]' : 'min-h-[226px]'}`}
      >
        {wide ? <FilterPanel key={writeListQuery(chosen)} state={state} lease={lease} /> : null}
      </div>
      <FilterChips state={state} lease={lease} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="min-w-20 text-muted" data-testid="list-total">
          {total === null ? null : t('total', { count: total })}
        </p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => setSheetOpen(true)}
            className="rounded border border-line bg-white px-3 py-1 hover:text-primary md:hidden"
            data-testid="filter-open"
          >
            {active > 0 ? t('openCount', { count: active }) : t('open')}
          </button>
          <label className="flex items-center gap-1">
            <span>{t('sort')}</span>
            <select
              value={chosen.sort}
              onChange={(event) => go({ sort: event.target.value as AnncSort, page: 1 })}
              className="rounded border border-line bg-white px-2 py-1"
            >
              {anncSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sorts.${sort}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {phone ? (
        <FilterSheet open={sheetOpen} state={state} lease={lease} onClose={() => setSheetOpen(false)} />
      ) : null}
    </div>
  );
}
