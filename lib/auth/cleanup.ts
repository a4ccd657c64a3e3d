import { writeSession } from '@/lib/session/store';
import type { SessionState } from '@/lib/session/schema';

/**
 * Logout clean-up of SPEC §4: auth, identity, account subject, oauth2 state and verifier (every
 * sign-in attempt). The user record goes too: a signed-out page must not show a name. The time
 * plan is left alone.
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

export function clearAuthState(): void {
  writeSession(withoutAuth);
}
