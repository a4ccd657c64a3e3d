import { SAVED_AT_HEADER } from '@/lib/offline/saved-copy';
import { noteServerDate } from './server-clock';

/**
 * A request the page sent before hydration (the inline script of early-call-script.ts), left where
 * the transport finds it. Everything about it is what the script put on the wire, so it can stand
 * in for the transport's own fetch only when it is the very same request.
 */
export type EarlyCall = {
  /** The page address it was sent for: after the page changes its query, none is used. */
  href: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  response: Promise<Response>;
  /** When the script sent it and when its answer came (the device's clock), for the server clock. */
  sentAt?: number;
  receivedAt?: number;
  /** The address of the largest picture in the answer, when the plan names where (early-picture.ts). */
  picture?: Promise<string | null>;
};

declare global {
  interface Window {
    __portalEarlyCalls?: EarlyCall[];
  }
}

/**
 * The early answer to exactly this request, taken once; null sends the request as usual. The early
 * request is the page's own: its answer, an HTTP error included, is read as the page would have
 * read it. One that got no answer at all (the network dropped it) is sent again. Once the page has
 * changed its address, the early answers belong to a page that is no longer shown and are dropped.
 */
export function takeEarlyResponse(
  url: string,
  init: RequestInit & { headers: Record<string, string>; body?: string; signal: AbortSignal },
): Promise<Response> | null {
  const calls = window.__portalEarlyCalls;
  if (!calls?.length) return null;
  if (calls[0]!.href !== window.location.href) {
    window.__portalEarlyCalls = [];
    return null;
  }
  // Both sides build the headers with wireHeaders and the body from the call's schema, so the
  // same request is the same text; anything else is sent as usual.
  const headers = JSON.stringify(init.headers);
  const index = calls.findIndex(
    (call) => call.url === url && call.body === init.body && JSON.stringify(call.headers) === headers,
  );
  if (index < 0) return null;
  const call = calls.splice(index, 1)[0]!;
  const answer = call.response.then(
    (response) => {
      // A copy the service worker saved carries the Date of the day it was saved.
      const saved = response.headers.has(SAVED_AT_HEADER);
      if (!saved && call.sentAt !== undefined && call.receivedAt !== undefined)
        noteServerDate(response.headers.get('Date'), call.sentAt, call.receivedAt);
      return response;
    },
    () => fetch(url, init),
  );
  // The transport's signal ends the wait (its 60 s timeout), as it would end its own fetch.
  const signal = init.signal;
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });
}
