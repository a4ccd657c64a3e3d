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
};

declare global {
  interface Window {
    __portalEarlyCalls?: EarlyCall[];
  }
}

/** JSON with its object keys sorted, so two bodies compare by content, not by key order. */
function canonical(json: string | undefined): string | null {
  if (json === undefined) return null;
  const sort = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sort)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([key, item]) => [key, sort(item)]),
          )
        : value;
  try {
    return JSON.stringify(sort(JSON.parse(json)));
  } catch {
    return null;
  }
}

function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
}

/** Rejects when the caller gives up (its timeout or its own signal) before the answer came. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The early answer to exactly this request, taken once; null sends the request as usual. An early
 * request that failed (no answer, or an HTTP error) is sent again, so the page reads it as it
 * would have without the head start. Once the page has changed its address, the early answers
 * belong to a page that is no longer shown and are dropped.
 */
export function takeEarlyResponse(
  url: string,
  init: RequestInit & { headers: Record<string, string>; body?: string },
): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const calls = window.__portalEarlyCalls;
  if (!calls || calls.length === 0) return null;
  if (calls.some((call) => call.href !== window.location.href)) {
    window.__portalEarlyCalls = [];
    return null;
  }
  const body = canonical(init.body);
  const index = calls.findIndex(
    (call) =>
      call.url === url &&
      init.method === 'POST' &&
      sameHeaders(call.headers, init.headers) &&
      body !== null &&
      canonical(call.body) === body,
  );
  if (index < 0) return null;
  const [call] = calls.splice(index, 1);
  const again = () => fetch(url, init);
  return untilAborted(
    call!.response.then((response) => (response.ok ? response : again()), again),
    init.signal ?? undefined,
  );
}
