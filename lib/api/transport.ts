import type * as z from 'zod/mini';
import type { SiteConfig } from '@/sites/schema';
import type { CallBase } from '@/lib/contract/call';
import type { anyEnvelopeSchema } from '@/lib/contract/envelope';
import { absoluteAddress, addresses } from '@/lib/site/address/addresses';
import { readSession } from '@/lib/session/store';
import { sessionValues, storageKeys, systemKeyName } from '@/lib/session/browser-keys';
import { ApiError, mapEnvelope, mapHttpStatus } from './errors';
import { takeEarlyResponse } from './early-response';
import { wireHeaders } from './headers';
import { noteSavedCopy, SAVED_AT_HEADER } from '@/lib/offline/saved-copy';
import { holdAnswer } from '@/lib/offline/first-answers';
import { noteServerDate } from './server-clock';
import { readNoting } from '@/lib/contract/lenient-reads';
import { noteFieldEvent } from '@/lib/telemetry/field-events';

/** What of the tenant a request needs: its headers, its error setting, and where to sign in again. */
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

/** One request as it goes on the wire: the body already checked, the path already mapped. */
export type WireRequest<T> = {
  /** The call's name (`queryAnncList`), as the field reports name it. */
  name: string;
  base: CallBase;
  path: string;
  data: z.ZodMiniType<T>;
  /** The envelope's schema, loaded with the call's declaration. */
  envelope: typeof anyEnvelopeSchema;
  body?: unknown;
  query?: Record<string, string>;
  signal?: AbortSignal;
};

/** SPEC §9. */
export const REQUEST_TIMEOUT_MS = 60_000;

export function callUrl(
  call: { base: CallBase; path: string },
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

export type Attempt<T> = { kind: 'data'; data: T } | { kind: 'refresh' } | { kind: 'error'; error: ApiError };

/**
 * One request with the headers of SPEC §7 and its 60 s timeout, the answer read row by row of
 * SPEC §8. `token` is the bearer this attempt carries, so a retry after a refresh sends the new one.
 */
export async function sendOnce<T>(
  site: ApiSite,
  request: WireRequest<T>,
  token: string | null,
): Promise<Attempt<T>> {
  const session = readSession();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  request.signal?.addEventListener('abort', onAbort);
  try {
    const url = callUrl(request, window.location.origin, request.query);
    const init = {
      method: 'POST',
      headers: wireHeaders(
        site,
        { ...session, auth: session.auth && { ...session.auth, accessToken: token ?? '' } },
        sessionValues.get(systemKeyName(site)),
      ),
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      cache: 'no-store',
      signal: controller.signal,
    } satisfies RequestInit & { headers: Record<string, string> };
    // The page may have sent this very request before hydration (early-calls.ts).
    const early = takeEarlyResponse(url, init);
    const sentAt = Date.now();
    const response = await (early ?? fetch(url, init));
    // Only a copy the service worker saved carries it: the page then says it is offline, and the
    // copy's Date is the day it was saved, not the server's clock now.
    const savedAt = response.headers.get(SAVED_AT_HEADER);
    if (savedAt) noteSavedCopy(savedAt);
    else if (!early) noteServerDate(response.headers.get('Date'), sentAt, Date.now());
    if (!response.ok) return mapHttpStatus(response.status);
    if (!savedAt && typeof init.body === 'string') holdAnswer(url, init.headers, init.body, response);
    const envelope = request.envelope.safeParse(await response.json().catch(() => null));
    if (!envelope.success) {
      reportUnreadable(request.path, envelope.error);
      return { kind: 'error', error: new ApiError('invalidAnswer') };
    }
    const outcome = mapEnvelope(envelope.data, site);
    if (outcome.kind === 'refresh') return outcome;
    if (outcome.kind === 'error') {
      const raw = envelope.data.Message;
      if (raw && outcome.error.serverMessage !== raw.trim()) {
        // Not for users (or not shown on this tenant): kept for whoever reads the console.
        console.warn(`[api] ${request.path} ErrorCode ${envelope.data.ErrorCode}: ${raw}`);
      }
      if (outcome.store) {
        sessionValues.set(
          storageKeys.lastError,
          JSON.stringify({
            ErrorCode: envelope.data.ErrorCode,
            Message: envelope.data.Message,
            path: request.path,
          }),
        );
      }
      return outcome;
    }
    const { value: data, lenient } = readNoting(() => request.data.safeParse(outcome.data));
    for (const read of lenient) {
      noteFieldEvent({ name: 'answer_lenient', detail: [request.name, read.field, read.left] });
      console.warn(
        `[api] ${request.path}: ${read.left === 'item' ? 'an item' : 'a value'} left out at ${read.field}`,
      );
    }
    if (data.success) return { kind: 'data', data: data.data };
    reportUnreadable(request.path, data.error, ['Data']);
    return { kind: 'error', error: new ApiError('invalidAnswer') };
  } catch {
    return {
      kind: 'error',
      error: new ApiError(controller.signal.aborted && !request.signal?.aborted ? 'timeout' : 'network'),
    };
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
  }
}
