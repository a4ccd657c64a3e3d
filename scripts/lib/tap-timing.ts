/**
 * What `npm run bench:taps` reads in the page: the Event Timing API's entries of each interaction
 * (a tap is pointerdown, pointerup and click under one interactionId), the time of each touch, and
 * the end of the last long task (to know the page is idle before a tap). The recorder runs as an
 * init script in every page; the rest are pure functions over what it recorded.
 */

/** One Event Timing entry, as the recorder keeps it (times in ms from the page's time origin). */
export type TimedEvent = {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
};

export type TapRecord = {
  events: TimedEvent[];
  /** `timeStamp` of each pointerdown, the moment the finger touched. */
  touches: number[];
  lastLongTaskEnd: number;
  /** performance.now() of the first frame that showed what the tap asked for, or null. */
  shownAt: number | null;
};

/** Chromium has interactionId; TypeScript's DOM types do not list it yet. */
type EventEntry = PerformanceEventTiming & { interactionId?: number };

declare global {
  interface Window {
    tapRecord?: TapRecord;
  }
}

/** Runs in the page before its own scripts (context.addInitScript). */
export function recordTaps(): void {
  const record: TapRecord = { events: [], touches: [], lastLongTaskEnd: 0, shownAt: null };
  window.tapRecord = record;
  // durationThreshold 16 is the least the API allows: a shorter interaction has no entry at all.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventEntry[]) {
      if (!entry.interactionId) continue;
      record.events.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.lastLongTaskEnd = Math.max(record.lastLongTaskEnd, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  window.addEventListener('pointerdown', (event) => record.touches.push(event.timeStamp), {
    capture: true,
    passive: true,
  });
}

/**
 * One interaction's latency as Event Timing defines it (INP's unit): the longest of its events,
 * each from the touch's timestamp to the next paint after its handlers. Its parts, over all its
 * events (a touch's pointerdown, pointerup and click often share one frame): input delay until the
 * first handler ran, processing until the last one ended (handlers, and React's render and commit
 * when it renders synchronously), presentation until the frame was shown (style, layout, paint,
 * and any task that ran before the frame).
 */
export type Interaction = {
  interactionId: number;
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
};

/**
 * The first interaction recorded after `afterId` (ids grow), or null when the page reported none:
 * an interaction under the 16 ms threshold leaves no entry, so null after a tap the page saw means
 * "under 16 ms".
 */
export function interactionAfter(events: readonly TimedEvent[], afterId: number): Interaction | null {
  const later = events.filter((event) => event.interactionId > afterId);
  if (later.length === 0) return null;
  const id = Math.min(...later.map((event) => event.interactionId));
  const own = later.filter((event) => event.interactionId === id);
  const start = Math.min(...own.map((event) => event.startTime));
  const end = Math.max(...own.map((event) => event.startTime + event.duration));
  const firstHandler = Math.min(...own.map((event) => event.processingStart));
  const lastHandlerEnd = Math.max(...own.map((event) => event.processingEnd));
  return {
    interactionId: id,
    duration: Math.max(...own.map((event) => event.duration)),
    inputDelay: firstHandler - start,
    processing: lastHandlerEnd - firstHandler,
    presentation: Math.max(0, end - lastHandlerEnd),
  };
}

/** The highest interactionId recorded so far (0 before any). */
export function lastInteractionId(events: readonly TimedEvent[]): number {
  return events.reduce((max, event) => Math.max(max, event.interactionId), 0);
}
