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
  | {
      /**
       * A token call that ended a sign-in (the sign-in itself ends silently, SPEC §8): which step,
       * and its error as thrown, read by shape when the record is made (lib/telemetry/sign-in-failure.ts).
       */
      name: 'sign_in_failed';
      detail: [step: SignInStepName, error: unknown];
      time: number;
    }
  | { name: 'chunk_failed' | 'offline_answer'; detail?: undefined; time: number };

/**
 * The token calls of a sign-in, as the reports name them: the code exchange with the check of the
 * id_token it brought, the account read after it (GetUserBasicInfo), and a refresh.
 */
export type SignInStepName = 'codeExchange' | 'userInfo' | 'refresh';

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
  handOver();
}

/**
 * Settled once what the page notes has a way out: the reporting code took it (and sends it as the
 * page is left), or this view reports nothing (no collector, Do Not Track, not sampled). One
 * promise rather than a list of waiters: this module is in every page's start-up set.
 */
let handOver: () => void = () => undefined;
const handedOver = new Promise<void>((resolve) => (handOver = resolve));

/** This page view sends no reports: whatever waits for the reporting code waits no longer. */
export function declineFieldEvents(): void {
  handOver();
}

/**
 * How long a page that leaves by itself waits for the reporting code: it loads after the content,
 * and a failed sign-in's callback leaves at once (the plain logout), with its one record held.
 */
export const HAND_OVER_LIMIT_MS = 2000;

/**
 * Resolves once what the page noted has a way out: the reporting code took it (and sends it as the
 * page is left), or this view reports nothing; at the latest after `limitMs`. A page about to
 * leave by itself on a failure waits for this, so the failure that sent it away is reported.
 */
export function fieldEventsHandedOver(limitMs = HAND_OVER_LIMIT_MS): Promise<void> {
  if (!process.env.PORTAL_TELEMETRY_URL) return Promise.resolve();
  return Promise.race([handedOver, new Promise<void>((resolve) => setTimeout(resolve, limitMs))]);
}
