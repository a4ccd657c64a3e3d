'use client';

import { paths, sitePath } from '@/lib/site/paths';
import { useSite } from '@/lib/site/site-context';
import { cleanSearchWord } from '@/lib/input/search-word';
import { usePageParam } from './use-page-param';

export const EQUITY_PAGE_SIZE = 15;

/** Links to the equity-trust detail routes, by record id. */
export function useEquityDetailHref() {
  const site = useSite();
  return (route: string, id: string) =>
    paths.withQuery(sitePath(site.VirtualDirectory, `equitytrustweb/${route}/`), { id });
}

/** The list request of the current page and search word. */
export function useEquityListBody() {
  const site = useSite();
  const { page, goTo, search } = usePageParam();
  return {
    page,
    goTo,
    body: {
      PlatformId: site.PlatformId,
      Word: cleanSearchWord(search.get('word') ?? ''),
      PageIndex: page,
      PageSize: EQUITY_PAGE_SIZE,
    },
  };
}
