'use client';

import useSWR, { useSWRConfig } from 'swr';
import { useSite } from '@/lib/site/site-context';
import { sendCall, type SendOptions } from './send-call';
import type { CallRef, RefRequest } from './call-ref';

/** SWR key of a call: its name first, so a change can revalidate every page of a list. */
export type CallKey = readonly [name: string, site: string, body: string];

/**
 * Reads a call in the browser; a null body waits (e.g. until the query string or an id is known).
 * Reads are quiet: the page shows its own error state instead of a toast. Every component that
 * asks the same call with the same body shares one request.
 */
export function useCall<R extends CallRef>(call: R, body: RefRequest<R> | null = {} as RefRequest<R>) {
  const site = useSite();
  const key: CallKey | null = body === null ? null : [call.name, site.VirtualDirectory, JSON.stringify(body)];
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
  return async function run<R extends CallRef>(
    call: R,
    body: RefRequest<R>,
    affects: ReadonlyArray<CallRef> = [],
    options: Pick<SendOptions, 'quiet' | 'query'> = {},
  ) {
    const result = await sendCall(site, call, body, options);
    const names = new Set(affects.map((item) => item.name));
    if (names.size > 0) await mutate((key) => Array.isArray(key) && names.has(key[0] as string));
    return result;
  };
}
