'use client';

import { href } from '@/lib/site/navigation/paths';
import type { PortalRoute } from '@/sites/page-kinds';
import { useSite } from '@/lib/site/site-context';
import { cleanSearchWord } from '@/lib/input/search-word';
import { usePageParam } from '@/components/portal/use-page-param';

export const EQUITY_PAGE_SIZE = 15;

/** Links to the equity-trust detail routes, by record id. */
export function useEquityDetailHref() {
  const site = useSite();
  return (
    route: Extract<
      PortalRoute,
      'InfoNotice/Detail' | 'TrustCompanyDetail' | 'CompanyAnncDetail' | 'CompanyStyle/Detail'
    >,
    id: string,
  ) => href({ VirtualDirectory: site.VirtualDirectory, portalApp: 'equitytrustweb' }, route, { id });
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
