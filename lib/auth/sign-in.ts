import type { SiteConfig } from '@/sites/schema';
import { addresses } from '@/lib/site/addresses';
import { paths } from '@/lib/site/paths';
import { readSession, writeSession } from '@/lib/session/store';
import { sessionValues, storageKeys } from '@/lib/session/browser-keys';
import { apiResource, callbackUri, ssoEndpoints } from './endpoints';
import { authorizeUrl } from './authorize-url';
import { codeChallengeS256, createCodeVerifier } from './pkce';
import { encodeState } from './state';
import { configuredOrigins, safeRedirectTarget } from './redirect-guard';

export type SignInSite = Pick<SiteConfig, 'VirtualDirectory' | 'SsoCleintId' | 'WebBusinessType'>;

/** Origins a redirect may point to besides the page's own (SPEC §4 jump; no open redirect). */
export function allowedRedirectOrigins(): string[] {
  return configuredOrigins(addresses);
}

/** Keeps a redirect target for after sign-in, only when it passes the allow-list. */
export function rememberRedirect(target: string | null): void {
  const safe = safeRedirectTarget(target, window.location.origin, allowedRedirectOrigins());
  if (safe) sessionValues.set(storageKeys.redirectUri, safe);
}

/**
 * Sends the browser to the provider (SPEC §7 authorize): a fresh PKCE verifier and state are
 * stored first, so the callback can check what comes back.
 */
export async function startSignIn(
  site: SignInSite,
  options: { tokenState?: string | null; variant?: 1 | 2 } = {},
) {
  const origin = window.location.origin;
  const verifier = createCodeVerifier();
  const state = encodeState({
    host: window.location.host,
    redirect: sessionValues.get(storageKeys.redirectUri) ?? '',
  });
  writeSession((session) => ({ ...session, oauth2_code_verifier: verifier, oauth2_state: state }));
  const url = authorizeUrl({
    authorizeEndpoint: ssoEndpoints(origin).authorize,
    clientId: site.SsoCleintId,
    codeChallenge: await codeChallengeS256(verifier),
    redirectUri: callbackUri(origin, site.VirtualDirectory, options.variant ?? 1),
    state,
    resource: apiResource(origin),
    ext: site.WebBusinessType,
    identityType: sessionValues.get(storageKeys.identityType),
    tokenState: options.tokenState,
  });
  window.location.assign(url);
}

/** SPEC §2 /login: where an already signed-in visitor goes instead of signing in again. */
export function signedInLanding(site: Pick<SiteConfig, 'VirtualDirectory'>): string | null {
  const session = readSession();
  if (!session.auth?.isLoggedIn || !session.user?.UserId) return null;
  const origin = window.location.origin;
  const allowed = allowedRedirectOrigins();
  return (
    safeRedirectTarget(sessionValues.get(storageKeys.defaultPage), origin, allowed) ??
    safeRedirectTarget(sessionValues.get(storageKeys.redirectUri), origin, allowed) ??
    paths.root(site.VirtualDirectory)
  );
}
