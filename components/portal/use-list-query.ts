'use client';

import { useMemo } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { pushQuery, replaceQuery } from '@/lib/site/navigate';
import { readListQuery, writeListQuery, type FilterChoices, type ListQuery } from '@/lib/portal/list-query';
import { regionChoices, regionCodes, type RegionCity } from '@/lib/portal/regions';
import { useSite } from '@/lib/site/site-context';

export type ListQueryState = {
  query: ListQuery;
  regions: RegionCity[];
  categories: readonly string[];
  /** A filter change is a new history entry (Back restores the filters before); paging replaces. */
  go: (next: Partial<ListQuery>, mode?: 'push' | 'replace') => void;
};

/** The list's position and filters as the address holds them, and the tenant's filter choices. */
export function useListQuery(categories: readonly string[]): ListQueryState {
  const site = useSite();
  const pathname = usePathname();
  const search = useSearchParams();
  const regions = useMemo(() => regionChoices(site), [site]);
  const choices = useMemo<FilterChoices>(
    () => ({ regions: regionCodes(regions), categories }),
    [regions, categories],
  );
  const query = readListQuery(search, choices);
  const go = (next: Partial<ListQuery>, mode: 'push' | 'replace' = 'push') =>
    (mode === 'push' ? pushQuery : replaceQuery)(`${pathname}${writeListQuery({ ...query, ...next })}`);
  return { query, regions, categories, go };
}
