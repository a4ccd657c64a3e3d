'use client';

import useSWR from 'swr';
import { useSite } from '@/lib/site/site-context';
import type { CallRequest, PortalCall } from './portal-call';
import { callPortal } from './portal-fetch';

/**
 * SWR over one portal call; a null body waits (e.g. until the query string is read). Reads are
 * quiet: the page shows its own error state instead of a toast.
 */
export function usePortalCall<C extends PortalCall>(call: C, body: CallRequest<C> | null) {
  const site = useSite();
  return useSWR(
    body ? [site.VirtualDirectory, call.path, JSON.stringify(body)] : null,
    () => callPortal(site, call, body as CallRequest<C>, { quiet: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
