'use client';

import { useEffect } from 'react';
import { retiredSubAppTarget } from '@/lib/site/legacy-hash';
import { sitePath } from '@/lib/site/paths';
import { useSite } from '@/lib/site/site-context';

/**
 * On the not-found page: a path into a sub-application this client does not carry goes on to
 * where its content lives now, on any host (nginx, a bucket, the sandbox) without a rewrite rule.
 */
export function RetiredSubAppRedirect() {
  const site = useSite();
  useEffect(() => {
    const target = retiredSubAppTarget(window.location.pathname, site.VirtualDirectory);
    if (target !== null) window.location.replace(sitePath(site.VirtualDirectory, target));
  }, [site]);
  return null;
}
