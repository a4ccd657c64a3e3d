import type { SiteConfig } from '@/sites/schema';
import { href } from '@/lib/site/navigation/paths';
import { readSession, sessionChecked, writeSession } from '@/lib/session/store';
import { sessionValues, storageKeys } from '@/lib/session/browser-keys';
import { apiResource, callbackUri, ssoEndpoints } from './endpoints';
import { authorizeUrl } from './authorize-url';
import { codeChallengeS256, createCodeVerifier, randomHex } from './pkce';
import { encodeState } from './state';
import { safeRedirectTarget } from './redirect-guard';
import { signInRedirectOrigins } from './redirect-origins';
import { withAttempt } from './sign-in-attempts';

/** A `/login/{tokenState}` value may be anything; only a compact JWS can name a person. */
const COMPACT_JWS = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * The subject a handed-over id_token names. Its reader (and its schemas) loads only for such a
 * sign-in: the login page starts every other one, and zod's core alone is 18 KiB.
 */
async function handedSubject(token: string | null): Promise<string | undefined> {
  if (!token || !COMPACT_JWS.test(token)) return undefined;
  const { subjectOf } = await import('./id-token');
  return subjectOf(token);
}

export type SignInSite = Pick<SiteConfig, 'VirtualDirectory' | 'SsoCleintId' | 'WebBusinessType'>;

/**
 * Keeps a redirect target for after sign-in when it passes the guard. A refused one also forgets
 * the target stored earlier: the visitor asked to go somewhere else, never to the old place.
 */
export function rememberRedirect(target: string | null): void {
  if (target === null) return;
  const safe = safeRedirectTarget(target, window.location.origin, signInRedirectOrigins());
  if (safe) sessionValues.set(storageKeys.redirectUri, safe);
  else sessionValues.remove(storageKeys.redirectUri);
}

/**
 * Sends the browser to the provider (SPEC §7 authorize): a fresh PKCE verifier and state are
 * stored first, so the callback can check what comes back.
 */
export async function startSignIn(
  site: SignInSite,
  options: { tokenState?: string | null; variant?: 1 | 2 } = {},
) {
  await sessionChecked();
  const origin = window.location.origin;
  const verifier = createCodeVerifier();
  const nonce = randomHex(16);
  const state = encodeState(
    { host: window.location.host, redirect: sessionValues.get(storageKeys.redirectUri) ?? '' },
    nonce,
  );
  // A sign-in handed over by another platform (SPEC §4) carries its id_token to authorize: the
  // arrival's own, or the one kept across the sign-out of someone else (hand-over-switch.ts). The
  // callback then checks that the provider signed in the person it names.
  const handedOver = options.tokenState ?? sessionValues.get(storageKeys.idTokenClient);
  const subject = await handedSubject(handedOver);
  writeSession((session) =>
    withAttempt(session, state, { verifier, nonce, ...(subject ? { subject } : {}) }, Date.now()),
  );
  const url = authorizeUrl({
    authorizeEndpoint: ssoEndpoints(origin).authorize,
    clientId: site.SsoCleintId,
    codeChallenge: await codeChallengeS256(verifier),
    redirectUri: callbackUri(origin, site.VirtualDirectory, options.variant ?? 1),
    state,
    nonce,
    resource: apiResource(origin),
    ext: site.WebBusinessType,
    identityType: sessionValues.get(storageKeys.identityType),
    tokenState: handedOver,
    prompt: sessionValues.get(storageKeys.loginPrompt) ? 'login' : null,
  });
  // Out of storage once it rides to the SSO, which spends it there: left in the tab it would only
  // wait for someone else at this computer.
  sessionValues.remove(storageKeys.idTokenClient);
  window.location.assign(url);
}

/** SPEC §2 /login: where an already signed-in visitor goes instead of signing in again. */
export function signedInLanding(site: Pick<SiteConfig, 'VirtualDirectory'>): string | null {
  const session = readSession();
  if (!session.auth?.isLoggedIn || !session.user?.UserId) return null;
  const origin = window.location.origin;
  const allowed = signInRedirectOrigins();
  return (
    safeRedirectTarget(sessionValues.get(storageKeys.defaultPage), origin, allowed) ??
    safeRedirectTarget(sessionValues.get(storageKeys.redirectUri), origin, allowed) ??
    href(site.VirtualDirectory, 'root')
  );
}
