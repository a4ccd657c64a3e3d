'use client';

import useSWR, { useSWRConfig } from 'swr';
import type * as z from 'zod/mini';
import { useSite } from '@/lib/site/site-context';
import { callUserCentre, type Body } from '@/lib/api/user-centre/fetch';

type Call = { base: 'API' | 'GATEWAY'; path: string; request?: z.ZodMiniType; data: z.ZodMiniType };

/** SWR key of a call: its path first, so a mutation can revalidate every page of a list. */
export type UserCentreKey = readonly [path: string, site: string, body: string];

/** Reads a user-centre call in the browser; `body` null waits (e.g. until an id is known). */
export function useUserCentre<C extends Call>(call: C, body: Body<C> | null = {} as Body<C>) {
  const site = useSite();
  const key: UserCentreKey | null =
    body === null ? null : [call.path, site.VirtualDirectory, JSON.stringify(body)];
  return useSWR(key, () => callUserCentre(site, call, body ?? undefined, { quiet: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** Sends a change (a failure is toasted by the API client) and then revalidates the reads it affects. */
export function useUserCentreAction() {
  const site = useSite();
  const { mutate } = useSWRConfig();
  return async function run<C extends Call>(
    call: C,
    body: Body<C>,
    affects: ReadonlyArray<{ path: string }> = [],
  ) {
    const result = await callUserCentre(site, call, body);
    const paths = new Set(affects.map((item) => item.path));
    await mutate((key) => Array.isArray(key) && paths.has(key[0] as string));
    return result;
  };
}
