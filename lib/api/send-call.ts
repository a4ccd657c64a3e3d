import { backendPath } from '@/lib/contract/backend-paths';
import { readSession, sessionReadable } from '@/lib/session/store';
import { ApiError } from './errors';
import { noteFieldEvent } from '@/lib/telemetry/field-events';
import { notifyApiError } from './notify';
import { sendOnce, type ApiSite } from './transport';
import { loadEnvelope, type CallRef, type RefData, type RefRequest } from './call-ref';

export type SendOptions = {
  /** No toast: the caller handles the failure itself (reads, the sign-in flow, silent popups). */
  quiet?: boolean;
  query?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * The refresh and session-end code (token form, id_token check, cross-tab lock) loads on the first
 * 401: most visits never meet one, and every page's start-up would carry it.
 */
const loadRecovery = () => Promise.all([import('@/lib/auth/refresh'), import('@/lib/auth/session-end')]);

/** SPEC §8: refresh and retry at most 5 times, then go to login. */
export const MAX_REFRESH_RETRIES = 5;

/**
 * The one way to make a call: the body is checked by the call's request schema before it leaves,
 * the path goes through the backend table, and on 401 one shared refresh is followed by a retry,
 * at most five times.
 */
export async function sendCall<R extends CallRef>(
  site: ApiSite,
  ref: R,
  body?: RefRequest<R>,
  options: SendOptions = {},
): Promise<RefData<R>> {
  const startedAt = Date.now();
  try {
    return await sendCallOnce(site, ref, body, options);
  } catch (error) {
    // For the field reports: the call's name, its error and how long it took, never its body. A
    // call the page gave up on itself is no failure.
    if (!options.signal?.aborted) {
      noteFieldEvent({ name: 'call_failed', detail: [ref.name, error, Date.now() - startedAt] });
    }
    throw error;
  }
}

async function sendCallOnce<R extends CallRef>(
  site: ApiSite,
  ref: R,
  body: RefRequest<R> | undefined,
  options: SendOptions,
): Promise<RefData<R>> {
  // The declaration (its schemas) and the stored session's check (when one is stored) load beside
  // the page; a page that could not load them (offline, a new release) says so like any request
  // that failed.
  let call, envelope;
  try {
    [call, envelope] = await Promise.all([ref.load(), loadEnvelope(), sessionReadable()]);
  } catch {
    const error = new ApiError('network');
    if (!options.quiet) notifyApiError(error);
    throw error;
  }
  const request = {
    name: ref.name,
    base: call.base,
    path: backendPath(call.path),
    data: call.data,
    envelope,
    body: call.request.parse(body ?? {}),
    query: options.query,
    signal: options.signal,
  };
  for (let retries = 0; ; retries += 1) {
    const token = readSession().auth?.accessToken ?? null;
    const result = await sendOnce(site, request, token);
    if (result.kind === 'data') return result.data as RefData<R>;
    if (result.kind === 'error') {
      if (!options.quiet) notifyApiError(result.error);
      throw result.error;
    }
    if (!token) {
      // Nobody is signed in: there is nothing to refresh.
      throw new ApiError('loginRequired');
    }
    const [{ refreshTokens }, sessionEnd] = await loadRecovery();
    if (retries >= MAX_REFRESH_RETRIES) {
      sessionEnd.goToLoginAfterRetries(site);
      throw new ApiError('loginRequired');
    }
    const refreshed = await refreshTokens(site.SsoCleintId, token);
    if (refreshed === 'expired') {
      sessionEnd.endExpiredSession(site);
      throw new ApiError('sessionExpired');
    }
    if (refreshed === 'aborted') {
      // The page is leaving: no answer came, and nothing of the sign-in ends.
      throw new ApiError('network');
    }
    if (refreshed === 'login') {
      sessionEnd.goToLoginFromTokenEndpoint(site);
      throw new ApiError('loginRequired');
    }
  }
}
