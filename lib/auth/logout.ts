import type { SiteConfig } from '@/sites/schema';
import { paths } from '@/lib/site/paths';
import { readSession, clearSession } from '@/lib/session/store';
import { localValues, sessionValues, storageKeys } from '@/lib/session/browser-keys';
import { announce } from './broadcast';
import { clearAuthState } from './cleanup';
import { ssoEndpoints } from './endpoints';

type LogoutSite = Pick<SiteConfig, 'VirtualDirectory'>;

/** Where a full logout goes: the provider's end session with the id token as hint, or login. */
export function fullLogoutTarget(site: LogoutSite, idToken: string | null, origin: string): string {
  if (!idToken) return paths.login(site.VirtualDirectory);
  const url = new URL(ssoEndpoints(origin).logout);
  url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', `${origin}${paths.root(site.VirtualDirectory)}`);
  return url.toString();
}

/**
 * Full logout (SPEC §4, the header's 退出登录): clears the stored session, the popup flag and
 * session storage, tells the other tabs, then ends the single-sign-on session.
 */
export function logoutFull(site: LogoutSite): void {
  const idToken = readSession().auth?.id_token ?? null;
  clearSession();
  localValues.remove(storageKeys.popupShown);
  sessionValues.clear();
  announce({ type: 'logout' });
  window.location.assign(fullLogoutTarget(site, idToken, window.location.origin));
}

/**
 * The plain logout of SPEC §4: the first time it clears local storage and the auth state, marks
 * referTime and signs in afresh through /login; when referTime is already marked it clears
 * everything and goes to the tenant root (so a failing sign-in cannot loop).
 */
export function logoutWithReferTime(site: LogoutSite): void {
  announce({ type: 'logout' });
  if (sessionValues.get(storageKeys.referTime) === 'yes') {
    localValues.clear();
    sessionValues.clear();
    window.location.assign(paths.root(site.VirtualDirectory));
    return;
  }
  clearAuthState();
  localValues.clear();
  sessionValues.set(storageKeys.referTime, 'yes');
  window.location.assign(paths.login(site.VirtualDirectory));
}
