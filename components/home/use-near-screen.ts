'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * How far below the screen a block starts to load: one screen's height, so a visitor scrolling
 * down meets rows already drawn, while a phone's first view asks only for what it shows.
 */
const AHEAD = '0px 0px 100% 0px';

/**
 * Whether the element behind `ref` is on the screen or within a screen's height below it; once
 * true it stays true. `atOnce` (the block at the top of the page) starts true.
 */
export function useNearScreen<T extends Element>(atOnce: boolean) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(atOnce);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
