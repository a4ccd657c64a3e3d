'use client';

import { useSyncExternalStore } from 'react';

const wide = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(wide);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the screen is wider than a phone (Tailwind's `md`); false while the page is static HTML. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(wide).matches,
    () => false,
  );
}

/** Whether the page runs on a phone's screen; false while the page is static HTML and on wider screens. */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !window.matchMedia(wide).matches,
    () => false,
  );
}
