import { readSession, sessionChecked, writeSession } from '@/lib/session/store';
import { sessionValues, storageKeys } from '@/lib/session/browser-keys';
import type { ApiSite } from '@/lib/api/transport';
import { apiResource, callbackUri, ssoEndpoints } from '@/lib/auth/endpoints';
import { codeExchangeForm, postTokenForm } from '@/lib/auth/token';
import { IdTokenError, verifyIdToken } from '@/lib/auth/id-token';
import { attemptFor, withoutAttempt } from '@/lib/auth/sign-in-attempts';
import { failureSignOut } from '@/lib/auth/failure-sign-out';
import { noteFieldEvent } from '@/lib/telemetry/field-events';
import { checkCallback } from './callback-checks';
import { loadAccountAndChoose } from './load-account';
import { markSessionStarted } from './session-start';
import { signedInAuth } from './signed-in-auth';
import { cleanUp, fail, type SignInErrorKey, type SignInStep } from './sign-in-step';

/** The callback (SPEC §5, §7): checks, code exchange, id_token verification, account, identity. */
export async function completeSignIn(
  site: ApiSite,
  query: URLSearchParams,
  variant: 1 | 2,
): Promise<SignInStep> {
  await sessionChecked();
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
  // The provider has answered: a handed-over id_token (SPEC §4) is spent, and the form asked for
  // after a declined one was shown, whatever the outcome.
  sessionValues.remove(storageKeys.idTokenClient);
  sessionValues.remove(storageKeys.loginPrompt);
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
  // SPEC §5/§8 ask no logout for these two: a link anyone can craft must not end the visitor's
  // provider session, and the provider issued nothing here that a next sign-in would reuse.
  if (check.kind === 'providerError') return fail('providerError', undefined, ownState);
  // No sign-in was started in this browser (no verifier, no state): a bare link to the callback,
  // which anyone can craft. Clean up here and say so, but leave the SSO's session alone: nobody
  // reached it from here, and ending it would sign the visitor out of every platform.
  if (check.kind === 'missing')
    return pending
      ? failEndingSession('missingParam', { n: check.index })
      : fail('missingParam', { n: check.index });
  if (check.kind === 'stateMismatch') return fail('stateMismatch', undefined, ownState);
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
  } catch (error) {
    // SPEC §8: a failed code exchange is a clean-up logout without a message; only the field
    // reports hear of it.
    noteFieldEvent({ name: 'sign_in_failed', detail: ['codeExchange', error] });
    cleanUp(ownState);
    return { kind: 'logout' };
  }
  let claims;
  try {
    claims = await verifyIdToken(tokens.id_token, {
      discoveryUrl: endpoints.discovery,
      issuer: endpoints.issuer,
      clientId: site.SsoCleintId,
      nonce: attempt.nonce,
    });
  } catch (error) {
    noteFieldEvent({ name: 'sign_in_failed', detail: ['codeExchange', error] });
    const unreadable = error instanceof IdTokenError && error.failure === 'metadata';
    return unreadable
      ? failEndingSession('providerUnreadable', { url: endpoints.discovery }, tokens.id_token)
      : // A refused token is no hint the provider would accept: name the client instead.
        failEndingSession('idTokenRefused');
  }
  // The visitor confirmed whom a handed-over id_token named; an SSO session of someone else
  // answers the authorize whatever it carried. Nothing of that sign-in is kept, and the next one
  // asks the SSO for its form.
  if (attempt.subject !== undefined && claims.sub !== attempt.subject) {
    sessionValues.set(storageKeys.loginPrompt, '1');
    return fail('handOverMismatch', undefined, ownState);
  }
  writeSession((session) => ({ ...session, auth: signedInAuth(tokens, site) }));
  markSessionStarted();
  return loadAccountAndChoose(site);
}
