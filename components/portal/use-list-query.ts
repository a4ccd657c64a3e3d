'use client';

import { startTransition, useMemo, useOptimistic } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { pushQuery, replaceQuery } from '@/lib/site/navigation/navigate';
import { leasePlatforms } from '@/lib/contract/list-params';
import { readListQuery, writeListQuery, type FilterChoices, type ListQuery } from '@/lib/portal/list-query';
import { regionChoices, regionCodes, type RegionCity } from '@/lib/portal/regions';
import { useSite } from '@/lib/site/site-context';

export type ListQueryState = {
  /** What the address says: the page of the list shown. */
  query: ListQuery;
  /**
   * What the visitor chose: the address's query, or a newer choice while the list's page for it
   * renders. The controls (state tabs, chips, the 筛选 count, the sort) show this one, so a tap
   * lights its answer in the next frame.
   */
  chosen: ListQuery;
  regions: RegionCity[];
  categories: readonly string[];
  /** A lease or small-lease list: its price is a rent, and it has an area (list-params.ts). */
  lease: boolean;
  /** A filter change is a new history entry (Back restores the filters before); paging replaces. */
  go: (next: Partial<ListQuery>, mode?: 'push' | 'replace') => void;
};

/** The list's position and filters as the address holds them, and the tenant's filter choices. */
export function useListQuery(categories: readonly string[]): ListQueryState {
  const site = useSite();
  const pathname = usePathname();
  const search = useSearchParams();
  const regions = useMemo(() => regionChoices(site), [site]);
  const lease = leasePlatforms.includes(site.PlatformId);
  const choices = useMemo<FilterChoices>(
    () => ({ regions: regionCodes(regions), categories, lease }),
    [regions, categories, lease],
  );
  const query = readListQuery(search, choices);
  const go = (next: Partial<ListQuery>, mode: 'push' | 'replace' = 'push') =>
    (mode === 'push' ? pushQuery : replaceQuery)(`${pathname}${writeListQuery({ ...query, ...next })}`);
  return { query, chosen: query, regions, categories, lease, go };
}

/**
 * The list's state with the visitor's choice shown at once. Next applies a pushed address in a
 * transition, and the list's new page (cards, loading state) renders in it: a tap's own answer
 * must not wait for that render. The controls call this in their own component, so the urgent
 * render is theirs alone, not the whole list's.
 */
export function useChosenQuery(state: ListQueryState): ListQueryState {
  const [chosen, choose] = useOptimistic(state.query);
  const go = (next: Partial<ListQuery>, mode: 'push' | 'replace' = 'push') =>
    startTransition(() => {
      const target = { ...chosen, ...next };
      choose(target);
      state.go(target, mode);
    });
  return { ...state, chosen, go };
}
