'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import type { AnncKind } from '@/lib/contract/announcement-values';
import { innerPath } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';

/**
 * Puts the detail on top of 浏览记录 once its data shows (a failed load records nothing). The
 * history's code loads then, after the content, in a chunk of its own.
 */
export function useRecordVisit(lot: { AnncId: string; Title: string; Kind: AnncKind } | undefined): void {
  const tenant = useSite().VirtualDirectory;
  const pathname = usePathname();
  const id = lot?.AnncId;
  const title = lot?.Title;
  const kind = lot?.Kind;
  useEffect(() => {
    if (id === undefined || title === undefined || kind === undefined) return;
    const detailPath = innerPath(pathname, tenant).replace(/\/?$/, '/');
    void import('@/lib/history/history-list')
      .then((history) => history.recordVisit(tenant, { id, title, kind, detailPath }))
      .catch(() => undefined);
  }, [id, title, kind, pathname, tenant]);
}
