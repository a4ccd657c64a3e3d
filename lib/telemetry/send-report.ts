/**
 * Sends one report to `{collector}/v1/logs`, the OTLP/HTTP logs path.
 *
 * `fetch` with `keepalive`, not `navigator.sendBeacon`: an OpenTelemetry collector's OTLP/HTTP
 * receiver takes `application/json` (or protobuf) and answers 415 to `text/plain`, the one
 * content type a cross-origin beacon sends without a CORS preflight; a beacon with
 * `application/json` needs that preflight and always sends credentials (the portal's cookies to
 * the collector, and a collector that must allow credentials). A keep-alive fetch outlives the page
 * as a beacon does, passes the preflight like any call, and sends no credentials.
 */
export function sendReport(collector: string, body: string): void {
  try {
    void fetch(`${collector}/v1/logs`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
      mode: 'cors',
      referrerPolicy: 'no-referrer',
    }).catch(() => undefined);
  } catch {
    // A browser that refuses the request (over the keep-alive quota) loses this report, nothing else.
  }
}
