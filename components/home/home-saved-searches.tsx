'use client';

import { useEffect, useState, type ComponentType } from 'react';

/**
 * Where 我的搜索 goes on the home. Its code (the store, the counts, its text) loads once the page
 * has loaded and its own first data has been asked for, so it never delays the home's start.
 */
export function HomeSavedSearches() {
  const [Block, setBlock] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const start = () =>
      void import('@/components/saved-search/saved-searches-block').then((module) => {
        if (live) setBlock(() => module.default);
      });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', start);
    };
  }, []);
  return Block ? <Block /> : null;
}
