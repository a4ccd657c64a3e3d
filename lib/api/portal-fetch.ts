import type { CallData, CallRequest, PortalCall } from './portal-call';
import { apiCall, apiErrorText, currentApiSite } from './client';
import { ApiError } from './errors';

/** A failed portal call; `message` is the text the page may show. */
export class PortalCallError extends Error {
  constructor(
    message: string,
    readonly errorCode: number | null,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PortalCallError';
  }
}

/**
 * Posts a portal call through the one API client (headers of SPEC §7, envelope rules of SPEC §8,
 * refresh and retry on 401) and answers its checked Data. The caller shows the failure itself.
 */
export async function callPortal<C extends PortalCall>(call: C, body: CallRequest<C>): Promise<CallData<C>> {
  const request = call.request.parse(body);
  try {
    return (await apiCall(currentApiSite(), call, { body: request, quiet: true })) as CallData<C>;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const status = typeof error.values.status === 'number' ? error.values.status : null;
    throw new PortalCallError(apiErrorText(error), error.errorCode, status);
  }
}
