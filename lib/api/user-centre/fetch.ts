import type * as z from 'zod/mini';
import { backendPath } from '../backend-paths';
import { apiCall, type ApiSite } from '../client';

type Call = { base: 'API' | 'GATEWAY'; path: string; request?: z.ZodMiniType; data: z.ZodMiniType };
export type Body<C extends Call> = C['request'] extends z.ZodMiniType ? z.input<C['request']> : undefined;

/**
 * Sends a user-centre (or portal) call through the shared API client: the request is checked by
 * its schema first, then headers, refresh, retry and the error catalogue are the client's.
 * `quiet` leaves showing a failure to the caller (reads show it in the page instead of a toast).
 */
export async function callUserCentre<C extends Call>(
  site: ApiSite,
  call: C,
  body?: Body<C>,
  options: { quiet?: boolean } = {},
): Promise<z.infer<C['data']>> {
  const request = call.request ? call.request.parse(body ?? {}) : undefined;
  const result = await apiCall(
    site,
    { base: call.base, path: backendPath(call.path), data: call.data },
    { body: request, quiet: options.quiet },
  );
  return result as z.infer<C['data']>;
}
