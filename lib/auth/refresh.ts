import { readSession, writeSession } from '@/lib/session/store';
import { announce } from './broadcast';
import { apiResource, ssoEndpoints } from './endpoints';
import { postTokenForm, refreshForm, TokenError } from './token';
import { readProviderKeys, subjectOf, verifyIdToken } from './id-token';
import { awaitSuccessor, recordSpent, wasSpent } from './refresh-ledger';
import { pageLeaving } from './page-exit';
import { noteFieldEvent } from '@/lib/telemetry/field-events';

/**
 * refreshed: new tokens are stored (by this tab or another); expired: the refresh failed, sign out
 * with '登录已过期,请重新登录'; login: the token endpoint answered 400 (SPEC §4/§8, `invalid_grant`
 * included) or the stored refresh token is spent, go to login; aborted: no answer came because
 * this page is leaving, which says nothing about the sign-in and ends nothing.
 */
export type RefreshResult = 'refreshed' | 'expired' | 'login' | 'aborted';

export const REFRESH_LOCK = 'authInfo-refresh';

let inflight: Promise<RefreshResult> | null = null;

/** Serialises work across tabs; without the Web Locks API it runs at once. */
async function withTabLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  return locks.request(REFRESH_LOCK, run);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Classifies a failed refresh. A request cut off by the page leaving (the navigation cancels it,
 * whatever error it surfaces as) is no answer, never a failure. SPEC §8 sends a 400 from the token
 * address to login; any other failure ends the session as expired.
 */
export function refreshFailure(error: unknown, leaving = pageLeaving()): RefreshResult {
  if (leaving || isAbort(error)) return 'aborted';
  if (error instanceof TokenError && error.status === 400) return 'login';
  return 'expired';
}

/**
 * A failure is superseded when the sign-in it was about is no longer the stored one (another tab
 * refreshed or signed in meanwhile): the stored tokens are the answer, not the failure.
 */
function supersededBy(presented: string): RefreshResult | null {
  const current = readSession().auth?.refreshToken;
  return current && current !== presented ? 'refreshed' : null;
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
      if (await awaitSuccessor(auth.refreshToken)) return 'refreshed';
      // Its successor was lost (the tab that redeemed it left first): a spent token is refused by
      // the provider like any invalid grant, so this is the 400 path, not a failed request.
      return pageLeaving() ? 'aborted' : 'login';
    }
    const origin = window.location.origin;
    const endpoints = ssoEndpoints(origin);
    const grantClient = auth.clientId ?? clientId;
    try {
      // The keys come first: once the provider has rotated the token, its answer must be stored
      // without another round trip, or a navigation in between loses the only usable token.
      const keys = await readProviderKeys({ discoveryUrl: endpoints.discovery, issuer: endpoints.issuer });
      // A leaving page starts no token call: its answer would be cut off after the provider spent
      // the token.
      if (pageLeaving()) return 'aborted';
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
        keys,
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
      // A navigation cancels the request before the page hears of its own exit (the rejection
      // comes first, pagehide right after): decide one task later, when a leaving page knows it.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const result = supersededBy(auth.refreshToken) ?? refreshFailure(error);
      // The session ends on it (SPEC §8), and only the field reports say why.
      if (result === 'expired' || result === 'login') {
        noteFieldEvent({ name: 'sign_in_failed', detail: ['refresh', error] });
      }
      return result;
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
