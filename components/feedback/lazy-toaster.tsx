'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { onOutletWanted, outletWanted } from './toast';

// A toast library that cannot load (offline, a new deployment) costs the toast, never the page.
const SonnerOutlet = lazy((): Promise<{ default: ComponentType }> =>
  import('./sonner-outlet').catch(() => ({ default: () => null })),
);

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
