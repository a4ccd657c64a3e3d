import { readSession, sessionChecked, writeSession } from '@/lib/session/store';
import { sessionValues } from '@/lib/session/browser-keys';
import { sendCall } from '@/lib/api/send-call';
import type { ApiSite } from '@/lib/api/transport';
import { refreshTokens } from '@/lib/auth/refresh';
import { hasRefreshableSession } from '@/lib/auth/refreshable';
import { isPassingThrough, pageLeaving } from '@/lib/auth/page-exit';
import { clearAuthState } from '@/lib/auth/cleanup';
import { identityAfterRefresh } from './identity-choice';
import { isCompleteUserInfo, sessionUserFrom } from './user-record';
import { SESSION_STARTED_KEY } from './session-start';
import { publicCall } from '@/lib/api/call-ref';

export type SilentRefreshResult =
  'skipped' | 'refreshed' | 'expired' | 'login' | 'aborted' | 'incomplete' | 'unavailable';

/**
 * SPEC §4 silent refresh at start: with id token, refresh token and user, refresh the tokens and
 * the account; incomplete account data clears the sign-in ('登录失败.'); the identity is kept when
 * still granted, else the first one.
 */
export async function silentRefresh(site: ApiSite): Promise<SilentRefreshResult> {
  await sessionChecked();
  const session = readSession();
  if (!hasRefreshableSession(session) || !session.auth) return 'skipped';
  // A page that moves on at once (/transit) would leave with the provider's answer in flight.
  if (isPassingThrough()) return 'skipped';
  if (sessionValues.get(SESSION_STARTED_KEY)) return 'skipped';
  sessionValues.set(SESSION_STARTED_KEY, '1');
  const result = await refreshTokens(site.SsoCleintId, session.auth.accessToken);
  if (result !== 'refreshed') return result;
  let info;
  try {
    info = await sendCall(site, publicCall('getUserBasicInfo'), {}, { quiet: true });
  } catch {
    // A failed call already ran the 401/expiry rules; anything else keeps the current account.
    return 'unavailable';
  }
  if (!isCompleteUserInfo(info)) {
    // The call's answer arrived, but a leaving page decides nothing for the tabs that stay.
    if (pageLeaving()) return 'aborted';
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
