import type { SiteConfig } from '@/sites/schema';
import { readSession, writeSession } from '@/lib/session/store';
import { sessionValues, storageKeys } from '@/lib/session/browser-keys';
import { sendCall } from '@/lib/api/send-call';
import type { ApiSite } from '@/lib/api/transport';
import { failureSignOut } from '@/lib/auth/failure-sign-out';
import { signInRedirectOrigins } from '@/lib/auth/redirect-origins';
import { chooseIdentity, identityIdFromRedirect } from './identity-choice';
import { isCompleteUserInfo, sessionUserFrom } from './user-record';
import { jumpAfterIdentity, lightOnLanding } from './jump';
import { cleanUp, fail, type SignInErrorKey, type SignInStep } from './sign-in-step';
import type { Identity } from '@/lib/contract/identity';
import { publicCall } from '@/lib/api/call-ref';
import { noteFieldEvent } from '@/lib/telemetry/field-events';

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
  if (jump.activeMenu !== null) lightOnLanding(jump.activeMenu);
  sessionValues.remove(storageKeys.redirectUri);
  return jump.url;
}

/** Fetches basic info, stores the account and applies the identity rule (after sign-in and /ChangeOrg). */
export async function loadAccountAndChoose(site: ApiSite): Promise<SignInStep> {
  const idToken = readSession().auth?.id_token ?? null;
  const failEndingSession = (key: SignInErrorKey) => ({
    ...fail(key),
    signOut: failureSignOut(site, idToken, window.location.origin),
  });
  let info;
  try {
    info = await sendCall(site, publicCall('getUserBasicInfo'), {}, { quiet: true });
  } catch (error) {
    // SPEC §8: a failed user-info call is a clean-up logout without a message; only the field
    // reports hear of it.
    noteFieldEvent({ name: 'sign_in_failed', detail: ['userInfo', error] });
    cleanUp(null);
    return { kind: 'logout' };
  }
  if (!isCompleteUserInfo(info)) return failEndingSession('incompleteInfo');
  writeSession((session) => ({ ...session, user: sessionUserFrom(info) }));
  // Only a sign-in that reached its account resets the plain logout's retry mark: one failing
  // later (the user info) goes home on its second try instead of looping through /login.
  sessionValues.remove(storageKeys.referTime);
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
