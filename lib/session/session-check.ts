import { sessionSchema, type SessionState } from './schema';
import { emptySession } from './empty-session';

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

/** A session about to be stored, checked like one read back. */
export function checkedForStorage(session: SessionState): SessionState {
  return sessionSchema.parse(session);
}
