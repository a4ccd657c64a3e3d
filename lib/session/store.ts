import type { SessionState } from './schema';
import { sharedLoad } from '@/lib/load/shared-load';
import { emptySession } from './empty-session';

export { emptySession };

/** The fixed authentication-info key of SPEC §3. */
export const SESSION_KEY = 'authInfo';

type Listener = () => void;
type SessionCheck = typeof import('./session-check');

const listeners = new Set<Listener>();
let cached: { raw: string | null; state: SessionState } | null = null;
let check: SessionCheck | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored session's raw text, or null when nobody signed in on this device (or storage is out
 * of reach): whether the session's check is worth loading before the page draws.
 */
export function storedSessionText(): string | null {
  return storage()?.getItem(SESSION_KEY) ?? null;
}

function notify() {
  for (const listener of listeners) listener();
}

/**
 * The stored session is read only through its schema, and the schema (zod) loads beside the page
 * rather than before it hydrates: the import starts with the first module that reads the session
 * when one is stored, else when one appears or is written, and whoever acts on the session awaits it.
 */
export const sessionChecked: () => Promise<SessionCheck> = sharedLoad(() =>
  import('./session-check').then((loaded) => {
    check = loaded;
    cached = null;
    notify();
    return loaded;
  }),
);

// A visitor nobody signed in reads as signed out without the check: its schema (about 35 ms of a
// slow phone's main thread) stays out of the way of the first paint.
if (storedSessionText() !== null) void sessionChecked().catch(() => undefined);

/**
 * Settles once the stored session can be read as it is: at once when none is stored (it reads as
 * signed out), else when its check has loaded. What only reads the session (a call's token) awaits
 * this; what writes it awaits `sessionChecked()`.
 */
export function sessionReadable(): Promise<unknown> {
  return storedSessionText() === null ? Promise.resolve() : sessionChecked();
}

/**
 * The session as its check reads it. Until the check has loaded a stored value reads as signed out,
 * which is also what the page showed before it hydrated; code that acts on the session (signs in
 * or out, refreshes, guards a page) awaits `sessionChecked()` first.
 */
export function readSession(): SessionState {
  const raw = storage()?.getItem(SESSION_KEY) ?? null;
  if (!raw) return emptySession;
  if (!check) {
    // A session appeared (another tab signed in): its check loads, and listeners hear of it then.
    void sessionChecked().catch(() => undefined);
    return emptySession;
  }
  if (cached && cached.raw === raw) return cached.state;
  cached = { raw, state: check.parseSession(raw) };
  return cached.state;
}

/**
 * Replaces the stored session after checking it. Writers run inside flows that awaited
 * `sessionChecked()` (sign-in, refresh, sign-out, an answer of the API), so the check is there; a
 * write before it would replace a session nobody read, and fails loudly instead.
 */
export function writeSession(update: (current: SessionState) => SessionState): SessionState {
  if (!check) throw new Error('the session was written before its check loaded');
  const next = check.checkedForStorage(update(readSession()));
  storage()?.setItem(SESSION_KEY, JSON.stringify(next));
  notify();
  return next;
}

export function clearSession(): void {
  storage()?.removeItem(SESSION_KEY);
  notify();
}

/** Subscribes to changes made in this tab and, through the storage event, in every other tab. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const serverSnapshot = emptySession;
