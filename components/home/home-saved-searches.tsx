'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { SavedSearchesBlockProps } from '@/components/saved-search/saved-searches-block';
import { useSite } from '@/lib/site/site-context';
import { SAVED_SEARCHES_RAISED_ID } from './saved-searches-place';

/**
 * Where 我的搜索 goes on the home. Once the page has loaded (its own first data asked for), the
 * small store looks for saved searches; only when there are some do the block, its counts and its
 * text load, so a visitor who saved nothing never downloads them. While a search has new
 * announcements the block shows under the banner (`SAVED_SEARCHES_RAISED_ID`), else below the lists.
 */
export function HomeSavedSearches() {
  const { VirtualDirectory } = useSite();
  const [Block, setBlock] = useState<ComponentType<SavedSearchesBlockProps> | null>(null);
  useEffect(() => {
    let live = true;
    const start = async () => {
      const { mayHaveSavedSearches } = await import('@/lib/portal/saved-search-store');
      if (!(await mayHaveSavedSearches(VirtualDirectory))) return;
      const loaded = await import('@/components/saved-search/saved-searches-block');
      if (live) setBlock(() => loaded.default);
    };
    const onLoad = () => void start();
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', onLoad);
    };
  }, [VirtualDirectory]);
  return Block ? <Block raiseInto={SAVED_SEARCHES_RAISED_ID} /> : null;
}
