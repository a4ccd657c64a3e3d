'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { replaceQuery } from '@/lib/site/navigation/navigate';

/** The `?page=` of a list, and a way to move to another page keeping the rest of the query. */
export function usePageParam() {
  const search = useSearchParams();
  const pathname = usePathname();
  const parsed = Number.parseInt(search.get('page') ?? '', 10);
  const page = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
  const goTo = (next: number) => {
    const params = new URLSearchParams(search.toString());
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    const query = params.toString();
    replaceQuery(`${pathname}${query ? `?${query}` : ''}`);
  };
  return { page, goTo, search };
}
