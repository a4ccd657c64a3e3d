'use client';

import useSWR, { useSWRConfig } from 'swr';
import type { Call, CallRequest } from '@/lib/contract/call';
import { useSite } from '@/lib/site/site-context';
import { sendCall, type SendOptions } from './send-call';

/** SWR key of a call: its path first, so a change can revalidate every page of a list. */
export type CallKey = readonly [path: string, site: string, body: string];

/**
 * Reads a call in the browser; a null body waits (e.g. until the query string or an id is known).
 * Reads are quiet: the page shows its own error state instead of a toast. Every component that
 * asks the same call with the same body shares one request.
 */
export function useCall<C extends Call>(call: C, body: CallRequest<C> | null = {} as CallRequest<C>) {
  const site = useSite();
  const key: CallKey | null = body === null ? null : [call.path, site.VirtualDirectory, JSON.stringify(body)];
  return useSWR(key, () => sendCall(site, call, body ?? undefined, { quiet: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/**
 * Sends a change (a failure is toasted by the client unless `quiet`) and then revalidates the reads
 * it affects.
 */
export function useAction() {
  const site = useSite();
  const { mutate } = useSWRConfig();
  return async function run<C extends Call>(
    call: C,
    body: CallRequest<C>,
    affects: ReadonlyArray<{ path: string }> = [],
    options: Pick<SendOptions, 'quiet' | 'query'> = {},
  ) {
    const result = await sendCall(site, call, body, options);
    const paths = new Set(affects.map((item) => item.path));
    if (paths.size > 0) await mutate((key) => Array.isArray(key) && paths.has(key[0] as string));
    return result;
  };
}
