'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { clientPart } from '@/components/ui/client-part';
import { absentOnFailure } from '@/components/ui/absent-on-failure';
import { useSite } from '@/lib/site/site-context';
import { savedCopyTime, subscribeSavedCopy } from '@/lib/offline/saved-copy';
import { KEEP_DEVICE_PAGES_MESSAGE, WORKER_PATH } from '@/lib/offline/worker-rules';

// Loaded only on a page that shows a saved copy, with its own text.
const OfflineNotice = clientPart(() =>
  absentOnFailure(import('./offline-notice').then((module) => module.default)),
);

/** After the page has loaded and the browser is idle, so the worker costs the page's start nothing. */
function whenSettled(run: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: 5000 })
        : window.setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * Offline reading (issue 24): registers the one service worker with this tenant's prefix as its
 * scope, asks it to hold the pages that need only the device (浏览记录), and shows the 离线 notice
 * when the page's answers are copies the worker saved.
 */
export function OfflineRuntime() {
  const site = useSite();
  const savedAt = useSyncExternalStore(subscribeSavedCopy, savedCopyTime, () => null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    // No worker served this page: it is the visitor's first, which the worker must be asked to keep.
    const firstPage = !container.controller;
    return whenSettled(() => {
      container
        .register(WORKER_PATH, { scope: `/${site.VirtualDirectory}/`, updateViaCache: 'none' })
        .then(async () => {
          // 浏览记录 and its like, kept at the worker's install, are kept again should the pages'
          // cache have let them go: any page of the tenant asks (the worker skips what it holds).
          void container.ready.then((registration) =>
            registration.active?.postMessage({ type: KEEP_DEVICE_PAGES_MESSAGE }),
          );
          if (!firstPage) return;
          const { keepFirstPage } = await import('@/lib/offline/keep-first-page');
          await keepFirstPage(container, window.location.href);
        })
        // Reading offline is an extra: a browser that refuses the worker (private mode, a
        // policy) shows the pages as before.
        .catch(() => undefined);
    });
  }, [site.VirtualDirectory]);
  return savedAt ? <OfflineNotice savedAt={savedAt} /> : null;
}
