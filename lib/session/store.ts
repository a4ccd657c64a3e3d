import { emptySession, sessionSchema, type SessionState } from './schema';

/** The fixed authentication-info key of SPEC §3. */
export const SESSION_KEY = 'authInfo';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; state: SessionState } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Parses a stored value; anything corrupt or foreign reads as signed out, never as a crash. */
export function parseSession(raw: string | null): SessionState {
  if (!raw) return emptySession;
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptySession;
  } catch {
    return emptySession;
  }
}

export function readSession(): SessionState {
  const raw = storage()?.getItem(SESSION_KEY) ?? null;
  if (cached && cached.raw === raw) return cached.state;
  cached = { raw, state: parseSession(raw) };
  return cached.state;
}

function notify() {
  for (const listener of listeners) listener();
}

export function writeSession(update: (current: SessionState) => SessionState): SessionState {
  const next = sessionSchema.parse(update(readSession()));
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
