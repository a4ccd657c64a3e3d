import type { z } from 'zod';
import type { SiteConfig } from '@/sites/schema';
import { apiCall, apiErrorText, currentApiSite } from '../client';
import { ApiError } from '../errors';

/** A failed user-centre call; `message` is the text the page may show. */
export class UserCentreError extends Error {
  constructor(
    message: string,
    readonly errorCode: number | null,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'UserCentreError';
  }
}

type Call = { base: 'API'; path: string; request?: z.ZodType; data: z.ZodType };
export type CallSite = Pick<SiteConfig, 'PlatformId' | 'WebBusinessType'>;

/**
 * Posts a user-centre call through the one API client (headers of SPEC §7, envelope rules of
 * SPEC §8, refresh and retry on 401) and answers its checked Data. The caller shows the failure.
 */
export async function callUserCentre<C extends Call>(
  site: CallSite,
  call: C,
  body?: C['request'] extends z.ZodType ? z.input<C['request']> : undefined,
): Promise<z.infer<C['data']>> {
  const request = call.request ? call.request.parse(body ?? {}) : undefined;
  try {
    return (await apiCall({ ...currentApiSite(), ...site }, call, { body: request, quiet: true })) as z.infer<
      C['data']
    >;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const status = typeof error.values.status === 'number' ? error.values.status : null;
    throw new UserCentreError(apiErrorText(error), error.errorCode, status);
  }
}
