import type { SiteConfig } from '@/sites/schema';
import type { Identity } from '@/lib/session/schema';
import { readSession, writeSession } from '@/lib/session/store';
import { sessionValues, storageKeys } from '@/lib/session/browser-keys';
import { getUserBasicInfo } from '@/lib/api/user-api';
import type { ApiSite } from '@/lib/api/client';
import { apiResource, callbackUri, ssoEndpoints } from './endpoints';
import { checkCallback } from './callback-checks';
import { withoutAuth } from './cleanup';
import { codeExchangeForm, postTokenForm } from './token';
import { IdTokenError, verifyIdToken } from './id-token';
import { attemptFor, withoutAttempt } from './sign-in-attempts';
import { failureSignOut, type FailureSignOut } from './failure-sign-out';
import { chooseIdentity, identityIdFromRedirect } from './identity-choice';
import { isCompleteUserInfo, sessionUserFrom } from './user-record';
import { jumpAfterIdentity } from './jump';
import { signInRedirectOrigins } from './redirect-origins';
import { markSessionStarted } from './silent-refresh';

/** Keys under `signIn.errors` in messages/zh-CN.json. */
export type SignInErrorKey =
  | 'missingParam'
  | 'stateMismatch'
  | 'providerError'
  | 'exchangeFailed'
  | 'idTokenRefused'
  | 'providerUnreadable'
  | 'incompleteInfo';

export type SignInStep =
  | { kind: 'home' }
  | {
      kind: 'failed';
      key: SignInErrorKey;
      values?: Record<string, string | number>;
      /** Set when the provider may hold a session for the account that failed: it must end. */
      signOut?: FailureSignOut;
    }
  | { kind: 'choose'; identities: Identity[] }
  | { kind: 'jump'; url: string };

export type FlowSite = ApiSite & Pick<SiteConfig, 'VirtualDirectory' | 'SsoCleintId'>;

/**
 * The clean-up of a failed sign-in (SPEC §5, §8): the sign-in, account and identity go, and so
 * does this attempt's verifier; other attempts under way in other tabs are left alone.
 */
function cleanUp(attemptState: string | null): void {
  writeSession((session) =>
    withoutAttempt(
      { ...withoutAuth(session), oauth2_attempts: session.oauth2_attempts },
      attemptState,
      Date.now(),
    ),
  );
}

function fail(
  key: SignInErrorKey,
  values?: Record<string, string | number>,
  attemptState: string | null = null,
): Extract<SignInStep, { kind: 'failed' }> {
  cleanUp(attemptState);
  return { kind: 'failed', key, values };
}

/** Stores the chosen identity, forgets identitytype and works out the jump (SPEC §4). */
export function confirmIdentity(
  site: Pick<SiteConfig, 'VirtualDirectory'>,
  identity: Identity | null,
): string {
  writeSession((session) => ({ ...session, identity }));
  sessionValues.remove(storageKeys.identityType);
  const jump = jumpAfterIdentity({
    virtualDirectory: site.VirtualDirectory,
    memberType: readSession().user?.MemberType,
    buyerFlag: Boolean(sessionValues.get(storageKeys.buyer)),
    buyerUrl: sessionValues.get(storageKeys.buyerUrl),
    redirectUri: sessionValues.get(storageKeys.redirectUri),
    origin: window.location.origin,
    allowedOrigins: signInRedirectOrigins(),
  });
  if (jump.clearBuyerFlag) sessionValues.remove(storageKeys.buyer);
  if (jump.activeMenu !== null) sessionValues.set(storageKeys.activeMenu, String(jump.activeMenu));
  sessionValues.remove(storageKeys.redirectUri);
  return jump.url;
}

/** Fetches basic info, stores the account and applies the identity rule (after sign-in and /ChangeOrg). */
export async function loadAccountAndChoose(site: FlowSite): Promise<SignInStep> {
  const idToken = readSession().auth?.id_token ?? null;
  const failEndingSession = (key: SignInErrorKey) => ({
    ...fail(key),
    signOut: failureSignOut(site, idToken, window.location.origin),
  });
  let info;
  try {
    info = await getUserBasicInfo(site, { quiet: true });
  } catch {
    return failEndingSession('exchangeFailed');
  }
  if (!isCompleteUserInfo(info)) return failEndingSession('incompleteInfo');
  writeSession((session) => ({ ...session, user: sessionUserFrom(info) }));
  const choice = chooseIdentity({
    identities: info.AuthedIdentities,
    storedIdentityType: sessionValues.get(storageKeys.identityType),
    redirectIdentityId: identityIdFromRedirect(
      sessionValues.get(storageKeys.redirectUri),
      window.location.origin,
    ),
    buyerFlag: Boolean(sessionValues.get(storageKeys.buyer)),
    // Every build of this repository is the client-type app; the admin app chooses no identity.
    clientApp: true,
  });
  if (choice.kind === 'ask') return { kind: 'choose', identities: choice.identities };
  return { kind: 'jump', url: confirmIdentity(site, choice.kind === 'use' ? choice.identity : null) };
}

/** The callback (SPEC §5, §7): checks, code exchange, id_token verification, account, identity. */
export async function completeSignIn(
  site: FlowSite,
  query: URLSearchParams,
  variant: 1 | 2,
): Promise<SignInStep> {
  const origin = window.location.origin;
  const endpoints = ssoEndpoints(origin);
  const returnedState = query.get('state');
  const pending = attemptFor(readSession().oauth2_attempts, returnedState, Date.now());
  const check = checkCallback({
    tokenEndpoint: endpoints.token,
    codeVerifier: pending?.attempt.verifier ?? null,
    storedState: pending?.state ?? null,
    query,
  });
  const ownState = pending?.state === returnedState ? returnedState : null;
  // Whatever failed after the provider was reached, its session for this browser must end too.
  const failEndingSession = (
    key: SignInErrorKey,
    values?: Record<string, string | number>,
    idToken?: string,
  ) => ({
    ...fail(key, values, ownState),
    signOut: failureSignOut(site, idToken ?? null, origin),
  });
  if (check.kind === 'accessDenied') {
    cleanUp(ownState);
    return { kind: 'home' };
  }
  if (check.kind === 'providerError')
    return failEndingSession('providerError', { error: check.description ?? check.error });
  if (check.kind === 'missing') return failEndingSession('missingParam', { n: check.index });
  if (check.kind === 'stateMismatch') return failEndingSession('stateMismatch');
  const attempt = pending!.attempt;

  // The verifier is single-use: forget it before anything else can fail.
  writeSession((session) => withoutAttempt(session, ownState, Date.now()));
  let tokens;
  try {
    tokens = await postTokenForm(
      endpoints.token,
      codeExchangeForm({
        clientId: site.SsoCleintId,
        verifier: attempt.verifier,
        redirectUri: callbackUri(origin, site.VirtualDirectory, variant),
        resource: apiResource(origin),
        code: check.code,
        sessionState: check.sessionState,
      }),
    );
  } catch {
    return failEndingSession('exchangeFailed');
  }
  try {
    await verifyIdToken(tokens.id_token, {
      discoveryUrl: endpoints.discovery,
      issuer: endpoints.issuer,
      clientId: site.SsoCleintId,
      nonce: attempt.nonce,
    });
  } catch (error) {
    const unreadable = error instanceof IdTokenError && error.failure === 'metadata';
    return unreadable
      ? failEndingSession('providerUnreadable', { url: endpoints.discovery }, tokens.id_token)
      : // A refused token is no hint the provider would accept: name the client instead.
        failEndingSession('idTokenRefused');
  }
  writeSession((session) => ({
    ...session,
    auth: {
      isLoggedIn: true,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? '',
      id_token: tokens.id_token,
      expires_in: tokens.expires_in,
      clientId: site.SsoCleintId,
      virtualDirectory: site.VirtualDirectory,
    },
  }));
  sessionValues.remove(storageKeys.referTime);
  markSessionStarted();
  return loadAccountAndChoose(site);
}
