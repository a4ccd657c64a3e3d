import type { SessionState, SignInAttempt } from '@/lib/session/schema';

/** How long a started sign-in may take at the provider before its verifier is forgotten. */
export const ATTEMPT_LIFETIME_MS = 10 * 60 * 1000;

type Attempts = SessionState['oauth2_attempts'];

/** The attempts still alive at `now`. */
export function liveAttempts(attempts: Attempts, now: number): Attempts {
  return Object.fromEntries(Object.entries(attempts).filter(([, attempt]) => attempt.expiresAt > now));
}

/** Adds an attempt under its state and drops the expired ones. */
export function withAttempt(
  session: SessionState,
  state: string,
  attempt: Omit<SignInAttempt, 'expiresAt'>,
  now: number,
): SessionState {
  return {
    ...session,
    oauth2_attempts: {
      ...liveAttempts(session.oauth2_attempts, now),
      [state]: { ...attempt, expiresAt: now + ATTEMPT_LIFETIME_MS },
    },
  };
}

/** Forgets one attempt (it is single-use) and the expired ones. */
export function withoutAttempt(session: SessionState, state: string | null, now: number): SessionState {
  const rest = { ...liveAttempts(session.oauth2_attempts, now) };
  if (state !== null) delete rest[state];
  return { ...session, oauth2_attempts: rest };
}

/**
 * What the callback checks compare (SPEC §5): the attempt started with the returned state, or,
 * when there is none, the latest live attempt of this browser (so a foreign state reads as a
 * mismatch) or nothing at all (a missing verifier).
 */
export function attemptFor(
  attempts: Attempts,
  returnedState: string | null,
  now: number,
): { state: string; attempt: SignInAttempt } | null {
  const live = Object.entries(liveAttempts(attempts, now));
  const own = live.find(([state]) => state === returnedState);
  const chosen = own ?? live.sort(([, a], [, b]) => b.expiresAt - a.expiresAt)[0];
  return chosen ? { state: chosen[0], attempt: chosen[1] } : null;
}
