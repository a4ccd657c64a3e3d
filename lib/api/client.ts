import type * as z from 'zod/mini';
import type { SiteConfig } from '@/sites/schema';
import { absoluteAddress, addresses } from '@/lib/site/addresses';
import { readSession } from '@/lib/session/store';
import { sessionValues, storageKeys, systemKeyName } from '@/lib/session/browser-keys';
import { refreshTokens } from '@/lib/auth/refresh';
import { endExpiredSession, goToLoginAfterRetries, goToLoginFromTokenEndpoint } from '@/lib/auth/session-end';
import { anyEnvelopeSchema } from './envelope';
import { ApiError, mapEnvelope, mapHttpStatus } from './errors';
import { requestHeaders } from './headers';

export type ApiSite = Pick<
  SiteConfig,
  | 'PlatformId'
  | 'WebBusinessType'
  | 'OrgId'
  | 'WebSite'
  | 'VirtualDirectory'
  | 'SsoCleintId'
  | 'showServerError'
>;

export type ApiCall<T> = { base: 'API' | 'GATEWAY' | 'ORIGIN'; path: string; data: z.ZodMiniType<T> };

export type CallOptions = {
  body?: unknown;
  query?: Record<string, string>;
  /** No toast: the caller handles the failure itself (sign-in flow, silent popups). */
  quiet?: boolean;
  signal?: AbortSignal;
};

/** SPEC §9. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** SPEC §8: refresh and retry at most 5 times, then go to login. */
export const MAX_REFRESH_RETRIES = 5;

type Translator = (error: ApiError) => string;
let translate: Translator = (error) => error.serverMessage ?? error.key;

/** The UI installs the translation of error keys (messages/zh-CN.json `api.errors`). */
export function setApiErrorText(translator: Translator): void {
  translate = translator;
}

/** The Chinese text of a failed call, as the toast shows it. */
export function apiErrorText(error: ApiError): string {
  return translate(error);
}

type Notifier = (error: ApiError) => void;
let notify: Notifier = () => {};

/** The UI installs the toast that shows failed calls (lib stays free of components). */
export function setApiErrorNotifier(notifier: Notifier): () => void {
  notify = notifier;
  return () => {
    if (notify === notifier) notify = () => {};
  };
}

export function callUrl(
  call: Pick<ApiCall<unknown>, 'base' | 'path'>,
  origin: string,
  query?: Record<string, string>,
) {
  const base = call.base === 'ORIGIN' ? origin : absoluteAddress(addresses[call.base], origin);
  const url = new URL(`${base}${call.path}`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url.toString();
}

/** Names, on the console, the fields of an answer the client could not use (the page says only 服务器返回的数据无法识别). */
function reportUnreadable(path: string, error: z.core.$ZodError, under: string[] = []): void {
  const fields = [
    ...new Set(error.issues.map((issue) => [...under, ...issue.path.map(String)].join('.') || '(answer)')),
  ];
  console.error(`[api] ${path}: unreadable answer at ${fields.join(', ')}`);
}

type Attempt<T> = { kind: 'data'; data: T } | { kind: 'refresh' } | { kind: 'error'; error: ApiError };

async function attempt<T>(
  site: ApiSite,
  call: ApiCall<T>,
  options: CallOptions,
  token: string | null,
): Promise<Attempt<T>> {
  const session = readSession();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    const response = await fetch(callUrl(call, window.location.origin, options.query), {
      method: 'POST',
      headers: {
        ...requestHeaders(
          site,
          { ...session, auth: session.auth && { ...session.auth, accessToken: token ?? '' } },
          sessionValues.get(systemKeyName(site)),
        ),
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: 'no-store',
      signal: controller.signal,
    });
    if (!response.ok) return mapHttpStatus(response.status);
    const envelope = anyEnvelopeSchema.safeParse(await response.json().catch(() => null));
    if (!envelope.success) {
      reportUnreadable(call.path, envelope.error);
      return { kind: 'error', error: new ApiError('invalidAnswer') };
    }
    const outcome = mapEnvelope(envelope.data, site);
    if (outcome.kind === 'refresh') return outcome;
    if (outcome.kind === 'error') {
      const raw = envelope.data.Message;
      if (raw && outcome.error.serverMessage !== raw.trim()) {
        // Not for users (or not shown on this tenant): kept for whoever reads the console.
        console.warn(`[api] ${call.path} ErrorCode ${envelope.data.ErrorCode}: ${raw}`);
      }
      if (outcome.store) {
        sessionValues.set(
          storageKeys.lastError,
          JSON.stringify({
            ErrorCode: envelope.data.ErrorCode,
            Message: envelope.data.Message,
            path: call.path,
          }),
        );
      }
      return outcome;
    }
    const data = call.data.safeParse(outcome.data);
    if (data.success) return { kind: 'data', data: data.data };
    reportUnreadable(call.path, data.error, ['Data']);
    return { kind: 'error', error: new ApiError('invalidAnswer') };
  } catch {
    return {
      kind: 'error',
      error: new ApiError(controller.signal.aborted && !options.signal?.aborted ? 'timeout' : 'network'),
    };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The one HTTP client: headers of SPEC §7, 60 s timeout, the envelope mapped per SPEC §8, and on
 * 401 one shared refresh followed by a retry, at most five times.
 */
export async function apiCall<T>(site: ApiSite, call: ApiCall<T>, options: CallOptions = {}): Promise<T> {
  for (let retries = 0; ; retries += 1) {
    const token = readSession().auth?.accessToken ?? null;
    const result = await attempt(site, call, options, token);
    if (result.kind === 'data') return result.data;
    if (result.kind === 'error') {
      if (!options.quiet) notify(result.error);
      throw result.error;
    }
    if (!token) {
      // Nobody is signed in: there is nothing to refresh.
      throw new ApiError('loginRequired');
    }
    if (retries >= MAX_REFRESH_RETRIES) {
      goToLoginAfterRetries(site);
      throw new ApiError('loginRequired');
    }
    const refreshed = await refreshTokens(site.SsoCleintId, token);
    if (refreshed === 'expired') {
      endExpiredSession(site);
      throw new ApiError('sessionExpired');
    }
    if (refreshed === 'login') {
      goToLoginFromTokenEndpoint(site);
      throw new ApiError('loginRequired');
    }
  }
}
