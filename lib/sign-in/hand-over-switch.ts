import { readSession } from '@/lib/session/store';
import { sessionValues, storageKeys } from '@/lib/session/browser-keys';
import { announce } from '@/lib/auth/broadcast';
import { clearAuthState } from '@/lib/auth/cleanup';
import { fullLogoutTarget } from '@/lib/auth/logout';
import { beginSignOut } from '@/lib/auth/sign-out-state';
import type { SignInSite } from '@/lib/auth/sign-in';

/**
 * The person at the screen chose the link's account over the one signed in here: the current one
 * signs out here and at the provider (whose session would otherwise answer the next authorize for
 * the old account, whatever token it carries), and the provider's end session returns to /login/,
 * which hands the kept id_token over (`id_token_client`, SPEC §3).
 */
export function signOutForHandOver(site: SignInSite, idToken: string): void {
  beginSignOut();
  const auth = readSession().auth;
  clearAuthState();
  sessionValues.set(storageKeys.idTokenClient, idToken);
  announce({ type: 'logout' });
  window.location.assign(fullLogoutTarget(site, auth, window.location.origin, 'login'));
}
