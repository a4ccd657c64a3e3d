import { readSession, writeSession } from '@/lib/session/store';
import { announce } from './broadcast';
import { apiResource, ssoEndpoints } from './endpoints';
import { postTokenForm, refreshForm, TokenError } from './token';

/**
 * refreshed: new tokens are stored (by this tab or another); expired: the grant is gone, sign
 * out with '登录已过期,请重新登录'; login: the token endpoint refused the request (400), go to login.
 */
export type RefreshResult = 'refreshed' | 'expired' | 'login';

export const REFRESH_LOCK = 'authInfo-refresh';

let inflight: Promise<RefreshResult> | null = null;

/** Serialises work across tabs; without the Web Locks API it runs at once. */
async function withTabLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  return locks.request(REFRESH_LOCK, run);
}

/** Classifies a failed refresh: a spent or revoked grant ends the loop at once. */
export function refreshFailure(error: unknown): RefreshResult {
  if (error instanceof TokenError && error.status === 400 && error.error !== 'invalid_grant') return 'login';
  return 'expired';
}

async function runRefresh(clientId: string, staleAccessToken: string | null): Promise<RefreshResult> {
  return withTabLock(async () => {
    // Re-read inside the lock: another tab may have refreshed while this one waited, and its
    // refresh token is already spent (rotation), so using ours again would revoke the grant.
    const auth = readSession().auth;
    if (!auth?.refreshToken) return 'expired';
    if (staleAccessToken !== null && auth.accessToken !== staleAccessToken) return 'refreshed';
    const origin = window.location.origin;
    try {
      const tokens = await postTokenForm(
        ssoEndpoints(origin).token,
        refreshForm({
          clientId: auth.clientId ?? clientId,
          refreshToken: auth.refreshToken,
          resource: apiResource(origin),
        }),
      );
      writeSession((session) => ({
        ...session,
        auth: {
          isLoggedIn: true,
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token ?? auth.refreshToken,
          id_token: tokens.id_token,
          expires_in: tokens.expires_in,
          clientId: auth.clientId ?? clientId,
        },
      }));
      announce({ type: 'refreshed' });
      return 'refreshed';
    } catch (error) {
      return refreshFailure(error);
    }
  });
}

/**
 * One refresh shared by every caller that meets a 401 while it runs (twenty concurrent 401s cause
 * one token call). `staleAccessToken` is the token the failed request carried: when the stored one
 * already differs, someone refreshed and no call is made.
 */
export function refreshTokens(clientId: string, staleAccessToken: string | null): Promise<RefreshResult> {
  if (!inflight) {
    inflight = runRefresh(clientId, staleAccessToken).finally(() => {
      inflight = null;
    });
  }
  return inflight;
}
