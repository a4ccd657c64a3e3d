'use client';

import { useEffect, useRef } from 'react';
import { storageKeys } from '@/lib/session/browser-keys';

const KEY = storageKeys.listScroll;

/** The place kept for `address`, if one was: whole pixels, anything else left there is ignored. */
export function keptPlace(raw: string | null): number | null {
  return raw !== null && /^\d{1,7}$/.test(raw) ? Number(raw) : null;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * Back to a list finds it where the visitor left it. The page is loaded again and draws its rows
 * only when their answer is in, after the browser's own restoring has given up on a page too short
 * for the place: the list keeps its place per address in the tab and goes back to it once `shown`.
 */
export function useScrollReturn(shown: boolean): void {
  useEffect(() => {
    const keep = () => {
      try {
        storage()?.setItem(`${KEY}${here()}`, String(Math.round(window.scrollY)));
      } catch {
        // Full storage: Back starts at the top, as before.
      }
    };
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, []);

  const done = useRef(false);
  useEffect(() => {
    if (!shown || done.current) return;
    done.current = true;
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (entry?.type !== 'back_forward') return;
    const place = keptPlace(storage()?.getItem(`${KEY}${here()}`) ?? null);
    if (place !== null && window.scrollY < place) window.scrollTo(0, place);
  }, [shown]);
}
