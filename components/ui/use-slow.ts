'use client';

import { useEffect, useState } from 'react';

/** How long a wait lasts before the page calls the network slow and offers a way on (issue 40). */
export const SLOW_AFTER_MS = 8000;

/**
 * True once this wait has lasted SLOW_AFTER_MS. Each wait counts on its own: when it ends, or a
 * new attempt (重试) begins, the count starts again from nothing.
 */
export function useSlow(waiting: boolean, attempt = 0): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    // The notice's code comes half-way through, over the slow network it is for, not after it.
    const early = setTimeout(() => void import('./slow-answer').catch(() => undefined), SLOW_AFTER_MS / 2);
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => {
      clearTimeout(early);
      clearTimeout(timer);
      setSlow(false);
    };
  }, [waiting, attempt]);
  return waiting && slow;
}
