/**
 * Where the time of LCP and INP went, as web-vitals' attribution build splits it (its
 * `attribution/onLCP.js` and `onINP.js`), from the entries the standard build already hands over.
 */

type LcpEntry = { url?: string; startTime: number };
type EventEntry = { startTime: number; duration: number; processingStart: number; processingEnd: number };

/** LCP's four parts: the document's first byte, the wait before its resource, its load, its render. */
export function lcpPhases(
  value: number,
  entry: LcpEntry,
  timing: Pick<Performance, 'getEntriesByType'> = performance,
): Record<string, number> {
  const navigation = timing.getEntriesByType('navigation')[0] as
    (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  const activation = navigation?.activationStart ?? 0;
  const ttfb = Math.max(0, (navigation?.responseStart ?? 0) - activation);
  const resource = entry.url
    ? (timing.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (item) => item.name === entry.url,
      )
    : undefined;
  const requestStart = Math.max(
    ttfb,
    resource ? (resource.requestStart || resource.startTime) - activation : 0,
  );
  const responseEnd = Math.max(requestStart, resource ? resource.responseEnd - activation : 0);
  return {
    ttfb,
    'load-delay': requestStart - ttfb,
    'load-duration': responseEnd - requestStart,
    'render-delay': Math.max(0, value - responseEnd),
  };
}

/** INP's three parts: waiting for the main thread, the handlers, the next paint. */
export function inpPhases(entries: readonly EventEntry[]): Record<string, number> {
  const first = entries[0]!;
  const processingStart = Math.min(...entries.map((entry) => entry.processingStart));
  const processingEnd = Math.max(...entries.map((entry) => entry.processingEnd));
  return {
    'input-delay': processingStart - first.startTime,
    processing: processingEnd - processingStart,
    presentation: Math.max(0, first.startTime + first.duration - processingEnd),
  };
}

/** The name of the largest part. */
export function longest(parts: Record<string, number>): string | undefined {
  let best: string | undefined;
  let bestValue = -1;
  for (const [name, value] of Object.entries(parts)) {
    if (value > bestValue) {
      best = name;
      bestValue = value;
    }
  }
  return best;
}
