'use client';

import useSWR from 'swr';
import type { CallRequest, PortalCall } from './portal-call';
import { callPortal } from './portal-fetch';

/** SWR over one portal call; a null body waits (e.g. until the query string is read). */
export function usePortalCall<C extends PortalCall>(call: C, body: CallRequest<C> | null) {
  return useSWR(
    body ? [call.path, JSON.stringify(body)] : null,
    () => callPortal(call, body as CallRequest<C>),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
