'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onOutletWanted, outletWanted } from './toast';

const SonnerOutlet = lazy(() => import('./sonner-outlet'));

/** The one toast outlet of the page, loaded with the first toast. */
export function LazyToaster() {
  const wanted = useSyncExternalStore(onOutletWanted, outletWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerOutlet />
    </Suspense>
  );
}
