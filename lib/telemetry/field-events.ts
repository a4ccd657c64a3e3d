/**
 * What the page's own code notices for the field reports, held until the reporting code loads
 * after the content (lib/telemetry/runtime.ts reads each `detail`), or forever when it never does
 * (reports off, not sampled, Do Not Track): then the list stops at its limit. Every page's start-up
 * carries this, so the callers pass what they have as it is and the runtime makes the record.
 */
export type FieldEvent =
  | { name: 'error'; detail: unknown; time: number }
  | { name: 'call_failed'; detail: [call: string, error: unknown, durationMs: number]; time: number }
  | {
      /** An answer read leniently: the call, the field, and whether an item or a value was left out. */
      name: 'answer_lenient';
      detail: [call: string, field: string, left: 'item' | 'value'];
      time: number;
    }
  | { name: 'chunk_failed' | 'offline_answer'; detail?: undefined; time: number };

type Noted = FieldEvent extends infer E ? (E extends FieldEvent ? Omit<E, 'time'> : never) : never;

const held: FieldEvent[] = [];
let sink: ((event: FieldEvent) => void) | null = null;

/**
 * Leaving a page cuts its calls in flight, and the visitor moving on is not the network failing.
 * Chromium fails them around `pagehide`: a request as a network error, an answer whose body was
 * still arriving as unreadable; some just before it, most just after. A call that failed without
 * an answer the page could read is therefore counted only once the page is still in use a moment
 * later. The cost: such a failure in the last second before the visitor leaves goes uncounted.
 */
const CUT_BY_LEAVING_GRACE_MS = 1000;
/** Counts the times the page was left, so a page back from the back/forward cache is not fooled. */
let departures = 0;
let leaving = false;
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('pagehide', () => {
    departures += 1;
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/** A call that got no answer, or one whose body did not arrive (lib/api/errors.ts), read by shape. */
function mayBeCutByLeaving(noted: Noted): boolean {
  if (noted.name !== 'call_failed') return false;
  const key = (noted.detail[1] as { key?: unknown } | null)?.key;
  return key === 'network' || key === 'invalidAnswer';
}

function record(event: FieldEvent): void {
  if (sink) sink(event);
  else if (held.length < 50) held.push(event);
}

export function noteFieldEvent(noted: Noted): void {
  const event = { ...noted, time: Date.now() } as FieldEvent;
  if (!mayBeCutByLeaving(noted)) {
    record(event);
    return;
  }
  if (leaving) return;
  const seen = departures;
  setTimeout(() => {
    if (departures === seen) record(event);
  }, CUT_BY_LEAVING_GRACE_MS);
}

/** The reporting code takes what was held and everything after. */
export function takeFieldEvents(next: (event: FieldEvent) => void): void {
  sink = next;
  for (const event of held.splice(0)) next(event);
}
