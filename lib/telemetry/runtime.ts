import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type {
  CLSMetricWithAttribution,
  FCPMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
  TTFBMetricWithAttribution,
} from 'web-vitals/attribution';
import { takeFieldEvents, type FieldEvent } from './field-events';
import { currentPageKind } from './page-kind-meta';
import { logRecord, ReportBatch, viewportClass, type FieldPlace, type RecordValues } from './report';
import { scrubMessage, topOwnFrame } from './scrub';
import { sendReport } from './send-report';

type AnyMetric =
  | LCPMetricWithAttribution
  | INPMetricWithAttribution
  | CLSMetricWithAttribution
  | FCPMetricWithAttribution
  | TTFBMetricWithAttribution;

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

/** The longest of a metric's parts: where the time went. */
function longest(parts: Record<string, number | undefined>): string | undefined {
  let best: string | undefined;
  let bestValue = -1;
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'number' && value > bestValue) {
      best = name;
      bestValue = value;
    }
  }
  return best;
}

/** The element kind and phase of LCP and INP (their attribution); nothing for the others. */
function waitedOn(metric: AnyMetric): RecordValues {
  if (metric.name === 'LCP') {
    const { attribution } = metric;
    return {
      'web_vital.element_kind': elementKind(attribution.lcpEntry?.element),
      'web_vital.phase': longest({
        ttfb: attribution.timeToFirstByte,
        'load-delay': attribution.resourceLoadDelay,
        'load-duration': attribution.resourceLoadDuration,
        'render-delay': attribution.elementRenderDelay,
      }),
    };
  }
  if (metric.name === 'INP') {
    const { attribution } = metric;
    const target = metric.entries.find((entry) => entry.target)?.target;
    return {
      'web_vital.element_kind': elementKind(target instanceof Element ? target : null),
      'web_vital.phase': longest({
        'input-delay': attribution.inputDelay,
        processing: attribution.processingDuration,
        presentation: attribution.presentationDelay,
      }),
    };
  }
  return {};
}

function eventValues(event: FieldEvent): RecordValues {
  if (event.name !== 'error') return event.attributes as RecordValues;
  return {
    'error.message': scrubMessage(event.attributes.message),
    'error.frame': topOwnFrame(event.attributes.stack) ?? undefined,
  };
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
    batch.add(
      logRecord(
        'web_vital',
        {
          'web_vital.name': metric.name,
          'web_vital.value':
            Math.round(metric.value * (metric.name === 'CLS' ? 10_000 : 1)) /
            (metric.name === 'CLS' ? 10_000 : 1),
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

  takeFieldEvents((event) => batch.add(logRecord(event.name, eventValues(event), place(), event.time)));

  // Registered after web-vitals' own listeners, so the measures it reports on hiding are in the batch.
  const flush = () => {
    for (const report of batch.drain()) sendReport(collector, report);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  // Says, to whoever reads the page's timeline (a browser test, a profile), that reporting is on.
  performance.mark(FIELD_REPORTS_MARK);
}
