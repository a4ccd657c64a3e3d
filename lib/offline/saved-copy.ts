import { noteFieldEvent } from '@/lib/telemetry/field-events';

/**
 * Whether the page shows answers the service worker had saved (it sends them only when the
 * network failed): the earliest time among them, for the 离线 notice. One small store per page.
 */
/** Set by the service worker on an answer when it stores it (worker/service-worker.ts). */
export const SAVED_AT_HEADER = 'x-portal-saved-at';

let savedAt: string | null = null;
const listeners = new Set<() => void>();

/** Called by the transport for an answer that carries the saved-copy header. */
export function noteSavedCopy(time: string): void {
  if (Number.isNaN(Date.parse(time))) return;
  // Once per page view: the page was answered offline (field reports, lib/telemetry).
  if (savedAt === null) noteFieldEvent({ name: 'offline_answer' });
  if (savedAt !== null && Date.parse(savedAt) <= Date.parse(time)) return;
  savedAt = time;
  for (const listener of listeners) listener();
}

export function savedCopyTime(): string | null {
  return savedAt;
}

export function subscribeSavedCopy(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
