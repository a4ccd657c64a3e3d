import { readSession } from '@/lib/session/store';
import { sessionValues, storageKeys } from '@/lib/session/browser-keys';
import { paths } from '@/lib/site/paths';
import { rememberRedirect, startSignIn, type SignInSite } from '@/lib/auth/sign-in';
import { safeRedirectTarget } from '@/lib/auth/redirect-guard';
import { signInRedirectOrigins } from '@/lib/auth/redirect-origins';
import { planArrival, readArrival, type Arrival, type ArrivalPlan, type SignedInState } from './arrival';
import type { ArrivalOutcome } from './arrival-params';
import { lightOnLanding } from './jump';

function signedInState(): SignedInState | null {
  const session = readSession();
  if (!session.auth?.isLoggedIn || !session.user?.UserId) return null;
  return {
    identity: session.identity,
    identities: session.user.AuthedIdentities,
    memberType: session.user.MemberType,
  };
}

/** The session keys of SPEC §3 an arrival leads to, written only when something will read them. */
function remember(arrival: Arrival, plan: ArrivalPlan): void {
  if (plan.kind === 'stay') return;
  if (arrival.identityType) sessionValues.set(storageKeys.identityType, arrival.identityType);
  if (arrival.idToken) sessionValues.set(storageKeys.idTokenClient, arrival.idToken);
  if (arrival.buyer) {
    sessionValues.set(storageKeys.buyer, '1');
    // The jump after identity goes back to where the visitor arrived (SPEC §4 BUYER_URL).
    const back = safeRedirectTarget(arrival.address, window.location.origin, signInRedirectOrigins());
    if (back) sessionValues.set(storageKeys.buyerUrl, back);
  }
  if (plan.redirect) rememberRedirect(plan.redirect);
}

/**
 * Handles a link from another platform (SPEC §4): the parameters leave the address bar at once (an
 * id_token must not stay in history, referrers or logs), then the visitor signs in, switches
 * identity or stays.
 */
export async function arrive(site: SignInSite): Promise<ArrivalOutcome> {
  const arrival = readArrival(window.location.href);
  if (!arrival) return 'none';
  window.history.replaceState(window.history.state, '', arrival.address);
  const plan = planArrival(arrival, signedInState(), paths.root(site.VirtualDirectory));
  remember(arrival, plan);
  if (plan.kind === 'signIn') {
    await startSignIn(site, { tokenState: plan.tokenState });
    return 'leaving';
  }
  if (plan.kind === 'changeIdentity') {
    window.location.assign(paths.changeOrg(site.VirtualDirectory));
    return 'leaving';
  }
  if (plan.landingMenu === null) return 'stay';
  // The page has drawn its menu already: it loads again to light the item.
  lightOnLanding(plan.landingMenu);
  window.location.replace(arrival.address);
  return 'leaving';
}
