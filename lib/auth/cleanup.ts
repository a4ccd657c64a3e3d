import { writeSession } from '@/lib/session/store';
import type { SessionState } from '@/lib/session/schema';

/**
 * Logout clean-up of SPEC §4: auth, identity, account subject, oauth2 state and verifier (every
 * sign-in attempt). The user record goes too: a signed-out page must not show a name. The time
 * plan is cleared separately (`withoutTimePlan`), since a failed sign-in's clean-up keeps it.
 */
export function withoutAuth(session: SessionState): SessionState {
  return {
    ...session,
    auth: null,
    user: null,
    identity: null,
    account_subject: undefined,
    oauth2_attempts: {},
  };
}

/** SPEC §4: "the time plan is cleared separately" — it belongs to the person signing out. */
export function withoutTimePlan(session: SessionState): SessionState {
  return { ...session, timeplan: undefined };
}

/** What a logout leaves of the session record. */
export function afterLogout(session: SessionState): SessionState {
  return withoutTimePlan(withoutAuth(session));
}

export function clearAuthState(): void {
  writeSession(afterLogout);
}
