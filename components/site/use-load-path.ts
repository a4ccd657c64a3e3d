'use client';

import { useSyncExternalStore } from 'react';
import { loginTokenState } from '@/lib/site/navigation/legacy-hash';
import { useSite } from '@/lib/site/site-context';

const noSubscription = () => () => {};

/**
 * The address this page was loaded at (null while the static page hydrates, which knows none), and
 * the token state when it is `/login/{tokenState}/` of this tenant (SPEC §2), else null.
 */
export function useLoadPath(): { pathname: string | null; tokenState: string | null } {
  const site = useSite();
  const pathname = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => null,
  );
  return {
    pathname,
    tokenState: pathname === null ? null : loginTokenState(pathname, site.VirtualDirectory),
  };
}
