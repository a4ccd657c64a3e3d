'use client';

import { useEffect } from 'react';
import type { AnncKind } from '@/lib/contract/announcement-values';
import { useSite } from '@/lib/site/site-context';
import type { LotDetailRoute } from '@/sites/record-routes';

/**
 * Puts the detail on top of 浏览记录 once its data shows (a failed load records nothing), by its
 * route and id. The history's code loads then, after the content, in a chunk of its own.
 */
export function useRecordVisit(
  lot: { AnncId: string; Title: string; Kind: AnncKind } | undefined,
  routeOf: Readonly<Record<AnncKind, LotDetailRoute>>,
): void {
  const tenant = useSite().VirtualDirectory;
  const id = lot?.AnncId;
  const title = lot?.Title;
  const kind = lot?.Kind;
  const route = kind === undefined ? undefined : routeOf[kind];
  useEffect(() => {
    if (id === undefined || title === undefined || kind === undefined || route === undefined) return;
    void import('@/lib/history/history-list')
      .then((history) => history.recordVisit(tenant, { id, title, kind, route }))
      .catch(() => undefined);
  }, [id, title, kind, route, tenant]);
}
