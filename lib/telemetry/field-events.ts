/**
 * What the page's own code notices for the field reports (a failed call, a chunk that did not
 * arrive, an answer the service worker gave offline), held until the reporting code loads after the
 * content, or forever when it never does (reports off, not sampled, Do Not Track): then the list
 * stops at its limit. Kept tiny because every page's start-up carries it (lib/telemetry/runtime.ts
 * does the rest).
 */
export type FieldEvent = {
  name: 'call_failed' | 'chunk_failed' | 'offline_answer' | 'error';
  attributes: Record<string, string | number>;
  /** Milliseconds since the epoch. */
  time: number;
};

const HELD_AT_MOST = 50;
const held: FieldEvent[] = [];
let sink: ((event: FieldEvent) => void) | null = null;

export function noteFieldEvent(name: FieldEvent['name'], attributes: FieldEvent['attributes'] = {}): void {
  const event = { name, attributes, time: Date.now() };
  if (sink) sink(event);
  else if (held.length < HELD_AT_MOST) held.push(event);
}

/** The reporting code takes what was held and everything after. */
export function takeFieldEvents(next: (event: FieldEvent) => void): void {
  sink = next;
  for (const event of held.splice(0)) next(event);
}
