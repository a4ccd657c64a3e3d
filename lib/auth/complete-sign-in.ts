import type { SiteConfig } from '@/sites/schema';
import type { Identity } from '@/lib/session/schema';
import { readSession, writeSession } from '@/lib/session/store';
import { sessionValues, storageKeys } from '@/lib/session/browser-keys';
import { getUserBasicInfo } from '@/lib/api/user-api';
import type { ApiSite } from '@/lib/api/client';
import { apiResource, callbackUri, ssoEndpoints } from './endpoints';
import { checkCallback } from './callback-checks';
import { clearAuthState } from './cleanup';
import { codeExchangeForm, postTokenForm } from './token';
import { verifyIdToken } from './id-token';
import { chooseIdentity, identityIdFromRedirect } from './identity-choice';
import { isCompleteUserInfo, sessionUserFrom } from './user-record';
import { jumpAfterIdentity } from './jump';
import { allowedRedirectOrigins } from './sign-in';
import { markSessionStarted } from './silent-refresh';

/** Keys under `signIn.errors` in messages/zh-CN.json. */
export type SignInErrorKey =
  'missingParam' | 'stateMismatch' | 'providerError' | 'exchangeFailed' | 'idTokenRefused' | 'incompleteInfo';

export type SignInStep =
  | { kind: 'home' }
  | { kind: 'failed'; key: SignInErrorKey; values?: Record<string, string | number> }
  | { kind: 'choose'; identities: Identity[] }
  | { kind: 'jump'; url: string };

export type FlowSite = ApiSite & Pick<SiteConfig, 'VirtualDirectory' | 'SsoCleintId'>;

function fail(key: SignInErrorKey, values?: Record<string, string | number>): SignInStep {
  clearAuthState();
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
    allowedOrigins: allowedRedirectOrigins(),
  });
  if (jump.clearBuyerFlag) sessionValues.remove(storageKeys.buyer);
  if (jump.activeMenu !== null) sessionValues.set(storageKeys.activeMenu, String(jump.activeMenu));
  sessionValues.remove(storageKeys.redirectUri);
  return jump.url;
}

/** Fetches basic info, stores the account and applies the identity rule (after sign-in and /ChangeOrg). */
export async function loadAccountAndChoose(site: FlowSite): Promise<SignInStep> {
  let info;
  try {
    info = await getUserBasicInfo(site, { quiet: true });
  } catch {
    return fail('exchangeFailed');
  }
  if (!isCompleteUserInfo(info)) return fail('incompleteInfo');
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
  const stored = readSession();
  const check = checkCallback({
    tokenEndpoint: endpoints.token,
    codeVerifier: stored.oauth2_code_verifier,
    storedState: stored.oauth2_state,
    query,
  });
  if (check.kind === 'accessDenied') {
    clearAuthState();
    return { kind: 'home' };
  }
  if (check.kind === 'providerError')
    return fail('providerError', { error: check.description ?? check.error });
  if (check.kind === 'missing') return fail('missingParam', { n: check.index });
  if (check.kind === 'stateMismatch') return fail('stateMismatch');

  // The verifier and state are single-use: forget them before anything else can fail.
  writeSession((session) => ({ ...session, oauth2_code_verifier: null, oauth2_state: null }));
  let tokens;
  try {
    tokens = await postTokenForm(
      endpoints.token,
      codeExchangeForm({
        clientId: site.SsoCleintId,
        verifier: stored.oauth2_code_verifier!,
        redirectUri: callbackUri(origin, site.VirtualDirectory, variant),
        resource: apiResource(origin),
        code: check.code,
        sessionState: check.sessionState,
      }),
    );
  } catch {
    return fail('exchangeFailed');
  }
  try {
    await verifyIdToken(tokens.id_token, { discoveryUrl: endpoints.discovery, clientId: site.SsoCleintId });
  } catch {
    return fail('idTokenRefused');
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
    },
  }));
  sessionValues.remove(storageKeys.referTime);
  markSessionStarted();
  return loadAccountAndChoose(site);
}
