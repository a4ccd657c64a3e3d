'use client';

import { useEffect, type ReactNode } from 'react';
import { retiredSubAppTarget } from '@/lib/site/navigation/legacy-hash';
import { sitePath } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';
import { useLoadPath } from './use-load-path';

/**
 * The not-found page of a tenant, for paths a static export cannot list in advance: a path into
 * a retired sub-application goes on to where its content lives now, and `/login/{tokenState}`
 * with any token state shows `login`, the sign-in start the page hands in (SPEC §2). Works on any
 * host, with no rewrite rule.
 */
export function NotFoundFallback({ login, children }: { login: ReactNode; children: ReactNode }) {
  const site = useSite();
  const { pathname, tokenState } = useLoadPath();
  useEffect(() => {
    if (pathname === null) return;
    const target = retiredSubAppTarget(pathname, site.VirtualDirectory);
    if (target !== null) window.location.replace(sitePath(site.VirtualDirectory, target));
  }, [pathname, site]);
  if (tokenState !== null) return login;
  return children;
}
