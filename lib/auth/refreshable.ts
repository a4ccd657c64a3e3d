import type { SessionState } from '@/lib/session/schema';

/**
 * Whether the stored sign-in can be refreshed at start (id token, refresh token and user, SPEC §4).
 * Cheap on purpose: every page asks it, and only a yes loads the refresh code.
 */
export function hasRefreshableSession(session: SessionState): boolean {
  return Boolean(session.auth?.id_token && session.auth.refreshToken && session.user?.UserId);
}
