'use client';

import type { ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import type { AnncState } from '@/lib/contract/announcement-values';
import { ListToolbar } from './list-toolbar';
import { useChosenQuery, type ListQueryState } from '@/components/portal/use-list-query';

type Props = {
  state: ListQueryState;
  total: number | null;
  lease: boolean;
  /** The state tabs, 全部 (null) first. */
  states: ReadonlyArray<AnncState | null>;
  /** Beside the tabs: the list's own buttons (save, card or table). */
  children: ReactNode;
};

/**
 * Above a list: the toolbar (filters, sort, 共 N 条) and the state tabs. They show the visitor's
 * choice in the frame after the tap; the list below follows when its new page has rendered.
 */
export function ListControls({ state, total, lease, states, children }: Props) {
  const t = useTranslations('portal');
  const chosenState = useChosenQuery(state);
  const { chosen, go } = chosenState;
  return (
    <>
      <ListToolbar state={chosenState} total={total} lease={lease} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 border-b border-line max-md:elder:mb-2">
        <div role="tablist" aria-label={t('states.label')} className="flex max-w-full flex-wrap">
          {states.map((option) => (
            <button
              key={option ?? 'all'}
              type="button"
              role="tab"
              aria-selected={chosen.state === option}
              onClick={() => go({ state: option, page: 1 })}
              className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-4 py-2 max-md:px-3 max-md:elder:px-2 ${
                chosen.state === option
                  ? 'border-primary text-primary'
                  : 'border-transparent hover:text-primary'
              }`}
            >
              {t(option ? `states.${option}` : 'states.all')}
            </button>
          ))}
        </div>
        {children}
      </div>
    </>
  );
}
