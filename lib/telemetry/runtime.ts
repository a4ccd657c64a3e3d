import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { CLSMetric, FCPMetric, INPMetric, LCPMetric, TTFBMetric } from 'web-vitals';
import { takeFieldEvents, type FieldEvent } from './field-events';
import { currentPageKind } from './page-kind-meta';
import { logRecord, ReportBatch, viewportClass, type FieldPlace, type RecordValues } from './report';
import { scrubMessage, topOwnFrame } from './scrub';
import { signInFailureValues } from './sign-in-failure';
import { sendReport } from './send-report';
import { inpPhases, lcpPhases, longest } from './phases';

type AnyMetric = LCPMetric | INPMetric | CLSMetric | FCPMetric | TTFBMetric;

/** The collector's address as the build names it (a path on the page's origin, or absolute). */
function collectorAddress(): string {
  const address = process.env.PORTAL_TELEMETRY_URL ?? '';
  return /^https?:\/\//.test(address) ? address : `${window.location.origin}${address}`;
}

/** What an element is, never which one: its tag (`img`, `h1`, `p`), no id, class or text. */
function elementKind(element: Element | null | undefined): string | undefined {
  const tag = element?.tagName?.toLowerCase();
  return tag && /^[a-z][a-z0-9-]{0,30}$/.test(tag) ? tag : undefined;
}

/**
 * The element kind and phase of LCP and INP. Worked out here from the metric's own entries rather
 * than with web-vitals' attribution build, which would add 2.3 KiB to get the same two words.
 */
function waitedOn(metric: AnyMetric): RecordValues {
  if (metric.name === 'LCP') {
    const entry = metric.entries.at(-1);
    return {
      // An element already gone from the page (a placeholder replaced) still says what it was.
      'web_vital.element_kind': elementKind(entry?.element) ?? (entry?.url ? 'image' : 'text'),
      'web_vital.phase': entry && longest(lcpPhases(metric.value, entry)),
    };
  }
  if (metric.name === 'INP') {
    const target = metric.entries.find((entry) => entry.target)?.target;
    return {
      'web_vital.element_kind': elementKind(target instanceof Element ? target : null),
      'web_vital.phase': metric.entries[0] && longest(inpPhases(metric.entries)),
    };
  }
  return {};
}

/** What a noted event becomes in a report: its name and values, scrubbed. */
export function eventRecord(event: FieldEvent): [FieldEvent['name'], RecordValues] {
  if (event.name === 'error') {
    const thrown = event.detail as { name?: unknown; message?: unknown; stack?: unknown } | null;
    // The bundler's own error for a chunk that did not arrive, caught by the page's boundary.
    if (thrown?.name === 'ChunkLoadError') return ['chunk_failed', {}];
    return [
      'error',
      {
        'error.message': scrubMessage(thrown?.message ?? event.detail),
        'error.frame': topOwnFrame(thrown?.stack) ?? undefined,
      },
    ];
  }
  if (event.name === 'call_failed') {
    const [call, error, durationMs] = event.detail;
    // An ApiError (lib/api/errors.ts), read by shape: importing it would bring the messages' keys.
    const failure = error as { key?: unknown; values?: { status?: unknown }; errorCode?: unknown } | null;
    return [
      'call_failed',
      {
        'call.name': call,
        'call.outcome': typeof failure?.key === 'string' ? failure.key : 'unknown',
        'call.http_status': typeof failure?.values?.status === 'number' ? failure.values.status : undefined,
        'call.error_code': typeof failure?.errorCode === 'number' ? failure.errorCode : undefined,
        'call.duration_ms': durationMs,
      },
    ];
  }
  if (event.name === 'answer_lenient') {
    const [call, field, left] = event.detail;
    return ['answer_lenient', { 'call.name': call, 'answer.field': field, 'answer.left_out': left }];
  }
  if (event.name === 'sign_in_failed') return ['sign_in_failed', signInFailureValues(...event.detail)];
  return [event.name, {}];
}

let started = false;

export const FIELD_REPORTS_MARK = 'portal:field-reports';

/**
 * Measures the page view (web-vitals reads the browser's buffered entries, so starting after the
 * content loses nothing) and takes the events the page noted, all held in one batch that leaves
 * when the page is hidden or left.
 */
export function startFieldReports(tenant: string): void {
  if (started) return;
  started = true;
  const collector = collectorAddress();
  const batch = new ReportBatch({ release: process.env.PORTAL_RELEASE_ID || 'unknown', tenant });
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  const place = (): FieldPlace => ({
    pageKind: currentPageKind(),
    viewport: viewportClass(window.innerWidth),
    effectiveType: connection?.effectiveType,
  });
  // The load's measures belong to the page that loaded, even after the visitor moved on in the tab.
  const loadPlace = place();

  const onMetric = (metric: AnyMetric) => {
    // Whole milliseconds; CLS, a score, to four places.
    const precision = metric.name === 'CLS' ? 10_000 : 1;
    batch.add(
      logRecord(
        'web_vital',
        {
          'web_vital.name': metric.name,
          'web_vital.value': Math.round(metric.value * precision) / precision,
          'web_vital.rating': metric.rating,
          ...waitedOn(metric),
        },
        loadPlace,
        Date.now(),
      ),
    );
  };
  onLCP(onMetric);
  onINP(onMetric);
  onCLS(onMetric);
  onFCP(onMetric);
  onTTFB(onMetric);

  takeFieldEvents((event) => {
    const [name, values] = eventRecord(event);
    batch.add(logRecord(name, values, place(), event.time));
  });

  // One report per page view where the browser allows: leaving a page fires `pagehide` and then,
  // while the page is still visible, `visibilitychange` to hidden, on which web-vitals reports INP
  // and CLS; so a `pagehide` of a visible page leaves the flush to that change. A page that was
  // hidden first (a tab switched away, a phone locked) flushed then, and sends what came since.
  const flush = () => {
    for (const report of batch.drain()) sendReport(collector, report);
  };
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', flushWhenHidden);
  window.addEventListener('pagehide', flushWhenHidden);
  // Says, to whoever reads the page's timeline (a browser test, a profile), that reporting is on.
  performance.mark(FIELD_REPORTS_MARK);
}
