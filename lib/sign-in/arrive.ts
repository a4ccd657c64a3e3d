import { readSession } from '@/lib/session/store';
import { sessionValues, storageKeys } from '@/lib/session/browser-keys';
import { href } from '@/lib/site/navigation/paths';
import { rememberRedirect, startSignIn, type SignInSite } from '@/lib/auth/sign-in';
import { safeRedirectTarget } from '@/lib/auth/redirect-guard';
import { signInRedirectOrigins } from '@/lib/auth/redirect-origins';
import { claimsOf } from '@/lib/auth/id-token';
import { accountLabel } from '@/lib/contract/account-label';
import { planArrival, readArrival, type Arrival, type ArrivalPlan, type SignedInState } from './arrival';
import { askArrival } from './arrival-question';
import { checkHandedToken } from './handed-token';
import { takeHandedToken } from './handed-token-boot';
import { signOutForHandOver } from './hand-over-switch';
import type { ArrivalOutcome } from './arrival-outcome';
import { lightMenuNow } from '@/lib/site/navigation/active-menu';

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
  if (arrival.buyer) {
    sessionValues.set(storageKeys.buyer, '1');
    // The jump after identity goes back to where the visitor arrived (SPEC §4 BUYER_URL).
    const back = safeRedirectTarget(arrival.address, window.location.origin, signInRedirectOrigins());
    if (back) sessionValues.set(storageKeys.buyerUrl, back);
  }
  if (plan.redirect) rememberRedirect(plan.redirect);
}

/**
 * signIn: the person confirmed (or is signed in here already); switching: the page is on its way
 * to sign the current person out first; anything else signs nobody in.
 */
type HandOver = 'signIn' | 'switching' | 'declined' | 'kept' | 'refused';

/**
 * A handed-over id_token signs in only the person it names, and only when the person at the screen
 * says so (no login CSRF: a link cannot sign a visitor into someone else's account unseen). The
 * token is checked first; a refused one is dropped with a message.
 */
async function acceptHandOver(site: SignInSite, arrival: Arrival): Promise<HandOver> {
  const person = await checkHandedToken(arrival.idToken!, window.location.origin);
  if (!person) {
    void askArrival({ kind: 'refused' });
    return 'refused';
  }
  const arriving = person.label;
  const session = readSession();
  const claims =
    session.auth?.isLoggedIn && session.auth.id_token ? await claimsOf(session.auth.id_token) : {};
  const currentSubject = typeof claims.sub === 'string' ? claims.sub : undefined;
  if (currentSubject === person.subject) return 'signIn';
  if (currentSubject === undefined || !session.user?.UserId) {
    return (await askArrival({ kind: 'confirm', arriving })) ? 'signIn' : 'declined';
  }
  // Named as the arriving account is, never by the name typed at registration (UserName).
  const current = accountLabel({ phone_number: session.user.UserMobile, ...claims });
  if (!(await askArrival({ kind: 'switch', current, arriving }))) return 'kept';
  // Back to the page the link opened once signed in, as a visitor would be (planArrival).
  rememberRedirect(arrival.address);
  signOutForHandOver(site, arrival.idToken!);
  return 'switching';
}

/**
 * 取消: "this is not me". The SSO may still hold a session (the person the link named, who just
 * left the other platform), and a sign-in started here without its form would sign that person
 * in after all; so this tab's next sign-in asks for the form, and the person is told so.
 */
function declineHandOver(): void {
  sessionValues.set(storageKeys.loginPrompt, '1');
  void askArrival({ kind: 'declined' });
}

/**
 * Handles a link from another platform (SPEC §4): the parameters leave the address bar at once (an
 * id_token must not stay in history, referrers or logs), then the visitor signs in, switches
 * identity or stays.
 */
export async function arrive(site: SignInSite): Promise<ArrivalOutcome> {
  const arrival = readArrival(window.location.href, takeHandedToken());
  if (!arrival) return 'none';
  window.history.replaceState(window.history.state, '', arrival.address);
  if (arrival.idToken) {
    const handOver = await acceptHandOver(site, arrival);
    if (handOver === 'switching') return 'leaving';
    // The rest of the link (the identity it names) came with the hand-over and goes with it: a
    // declined, refused or overruled one signs nobody in, not even through a live SSO session.
    if (handOver !== 'signIn') {
      if (handOver === 'declined') declineHandOver();
      return 'stay';
    }
  }
  const plan = planArrival(arrival, signedInState(), href(site.VirtualDirectory, 'root'));
  remember(arrival, plan);
  if (plan.kind === 'signIn') {
    await startSignIn(site, { tokenState: plan.tokenState });
    return 'leaving';
  }
  if (plan.kind === 'changeIdentity') {
    window.location.assign(href(site.VirtualDirectory, 'changeOrg'));
    return 'leaving';
  }
  // The page has drawn its menu already: the item lights in place, with no second load of the page.
  if (plan.landingMenu !== null) lightMenuNow(plan.landingMenu);
  return 'stay';
}
