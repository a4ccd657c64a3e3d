import { readSession, writeSession } from '@/lib/session/store';
import { announce } from './broadcast';
import { apiResource, ssoEndpoints } from './endpoints';
import { postTokenForm, refreshForm, TokenError } from './token';
import { subjectOf, verifyIdToken } from './id-token';
import { awaitSuccessor, recordSpent, wasSpent } from './refresh-ledger';

/**
 * refreshed: new tokens are stored (by this tab or another); expired: the refresh failed, sign out
 * with '登录已过期,请重新登录'; login: the token endpoint answered 400 (SPEC §4/§8, `invalid_grant`
 * included), go to login.
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

/** Classifies a failed refresh: SPEC §8 sends a 400 from the token address to login. */
export function refreshFailure(error: unknown): RefreshResult {
  if (error instanceof TokenError && error.status === 400) return 'login';
  return 'expired';
}

async function runRefresh(clientId: string, staleAccessToken: string | null): Promise<RefreshResult> {
  return withTabLock(async () => {
    // Re-read inside the lock: another tab may have refreshed while this one waited, and its
    // refresh token is already spent (rotation), so using ours again would revoke the grant.
    const auth = readSession().auth;
    if (!auth?.refreshToken) return 'expired';
    if (staleAccessToken !== null && auth.accessToken !== staleAccessToken) return 'refreshed';
    // Another tab redeemed this very token and its new tokens have not reached this tab's copy
    // of localStorage yet: wait for them instead of spending the token a second time.
    if (await wasSpent(auth.refreshToken)) {
      return (await awaitSuccessor(auth.refreshToken)) ? 'refreshed' : 'expired';
    }
    const origin = window.location.origin;
    const endpoints = ssoEndpoints(origin);
    const grantClient = auth.clientId ?? clientId;
    try {
      const tokens = await postTokenForm(
        endpoints.token,
        refreshForm({
          clientId: grantClient,
          refreshToken: auth.refreshToken,
          resource: apiResource(origin),
        }),
      );
      // Only a rotated token is spent; a provider that keeps the token lets every tab reuse it.
      if (tokens.refresh_token && tokens.refresh_token !== auth.refreshToken) {
        await recordSpent(auth.refreshToken);
      }
      // The new id_token becomes the end-session hint and the account's proof: check it as at
      // sign-in, and that it names the same user, before it replaces the old one.
      await verifyIdToken(tokens.id_token, {
        discoveryUrl: endpoints.discovery,
        issuer: endpoints.issuer,
        clientId: grantClient,
        subject: await subjectOf(auth.id_token),
      });
      writeSession((session) => ({
        ...session,
        auth: {
          isLoggedIn: true,
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token ?? auth.refreshToken,
          id_token: tokens.id_token,
          expires_in: tokens.expires_in,
          clientId: grantClient,
          virtualDirectory: auth.virtualDirectory,
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
