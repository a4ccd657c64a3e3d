'use client';

import { useEffect } from 'react';
import { legacyHashToInnerPath } from '@/lib/site/navigation/legacy-hash';
import { sitePath } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';
import { runArrival } from '@/lib/sign-in/arrival-gate';

/**
 * Runs at the tenant root, after a link from another platform has been handled (it may sign the
 * visitor in first): a legacy hash route (`#/buyerweb/list?x=1`) goes to its path route, so
 * old links and bookmarks keep working; otherwise a tenant whose home lives elsewhere goes there.
 */
export function TenantEntry() {
  const site = useSite();
  useEffect(() => {
    void runArrival(site).then((arrival) => {
      if (arrival === 'leaving') return;
      const inner = legacyHashToInnerPath(window.location.hash);
      if (inner !== null) {
        window.location.replace(sitePath(site.VirtualDirectory, inner));
      } else if (site.rootRedirect) {
        window.location.replace(sitePath(site.VirtualDirectory, site.rootRedirect));
      }
    });
  }, [site]);
  return null;
}
