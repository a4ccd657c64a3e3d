'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { attachOutlet, onOutletWanted, outletWanted, type ToastOutlet } from './toast';

const silentOutlet: ToastOutlet = { success: () => null, error: () => null, warning: () => null };

/** Takes the toasts when the library could not load, so nothing waits for them to show. */
function SilentOutlet() {
  useEffect(() => attachOutlet(silentOutlet), []);
  return null;
}

// A toast library that cannot load (offline, a new deployment) costs the toast, never the page.
const SonnerOutlet = lazy((): Promise<{ default: ComponentType }> =>
  import('./sonner-outlet').catch(() => ({ default: SilentOutlet })),
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
