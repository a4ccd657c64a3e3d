/**
 * What the page's own code notices for the field reports, held until the reporting code loads
 * after the content (lib/telemetry/runtime.ts reads each `detail`), or forever when it never does
 * (reports off, not sampled, Do Not Track): then the list stops at its limit. Every page's start-up
 * carries this, so the callers pass what they have as it is and the runtime makes the record.
 */
export type FieldEvent =
  | { name: 'error'; detail: unknown; time: number }
  | { name: 'call_failed'; detail: [call: string, error: unknown, durationMs: number]; time: number }
  | { name: 'chunk_failed' | 'offline_answer'; detail?: undefined; time: number };

type Noted = FieldEvent extends infer E ? (E extends FieldEvent ? Omit<E, 'time'> : never) : never;

const held: FieldEvent[] = [];
let sink: ((event: FieldEvent) => void) | null = null;

export function noteFieldEvent(noted: Noted): void {
  const event = { ...noted, time: Date.now() } as FieldEvent;
  if (sink) sink(event);
  else if (held.length < 50) held.push(event);
}

/** The reporting code takes what was held and everything after. */
export function takeFieldEvents(next: (event: FieldEvent) => void): void {
  sink = next;
  for (const event of held.splice(0)) next(event);
}
