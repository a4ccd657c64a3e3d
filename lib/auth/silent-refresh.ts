import { readSession, writeSession } from '@/lib/session/store';
import { sessionValues } from '@/lib/session/browser-keys';
import { getUserBasicInfo } from '@/lib/api/user-api';
import { refreshTokens } from './refresh';
import { hasRefreshableSession } from './refreshable';
import { clearAuthState } from './cleanup';
import { identityAfterRefresh } from './identity-choice';
import { isCompleteUserInfo, sessionUserFrom } from './user-record';
import type { FlowSite } from './complete-sign-in';

export type SilentRefreshResult =
  'skipped' | 'refreshed' | 'expired' | 'login' | 'incomplete' | 'unavailable';

/** Once per tab: a static site loads a page per navigation, and each load is not a new start. */
const DONE_KEY = 'silentRefreshDone';

/** A sign-in that just completed is this tab's start: its tokens are fresh. */
export function markSessionStarted(): void {
  sessionValues.set(DONE_KEY, '1');
}

/**
 * SPEC §4 silent refresh at start: with id token, refresh token and user, refresh the tokens and
 * the account; incomplete account data clears the sign-in ('登录失败.'); the identity is kept when
 * still granted, else the first one.
 */
export async function silentRefresh(site: FlowSite): Promise<SilentRefreshResult> {
  const session = readSession();
  if (!hasRefreshableSession(session) || !session.auth) return 'skipped';
  if (sessionValues.get(DONE_KEY)) return 'skipped';
  sessionValues.set(DONE_KEY, '1');
  const result = await refreshTokens(site.SsoCleintId, session.auth.accessToken);
  if (result !== 'refreshed') return result;
  let info;
  try {
    info = await getUserBasicInfo(site, { quiet: true });
  } catch {
    // A failed call already ran the 401/expiry rules; anything else keeps the current account.
    return 'unavailable';
  }
  if (!isCompleteUserInfo(info)) {
    clearAuthState();
    return 'incomplete';
  }
  writeSession((current) => ({
    ...current,
    user: sessionUserFrom(info),
    identity: identityAfterRefresh(info.AuthedIdentities, current.identity),
  }));
  return 'refreshed';
}
