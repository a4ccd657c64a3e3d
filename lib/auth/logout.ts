import type { SiteConfig } from '@/sites/schema';
import type { AuthTokens } from '@/lib/session/schema';
import { href } from '@/lib/site/navigation/paths';
import { readSession, clearSession } from '@/lib/session/store';
import { localValues, sessionValues, storageKeys } from '@/lib/session/browser-keys';
import { announce } from './broadcast';
import { clearAuthState } from './cleanup';
import { ssoEndpoints } from './endpoints';
import { beginSignOut } from './sign-out-state';

type LogoutSite = Pick<SiteConfig, 'VirtualDirectory'>;

/**
 * Sign-out empties the refresh ledger, then navigates: the removal is committed before the page
 * goes. The ledger's code loads here, not with every page's header; if it cannot load, the page
 * leaves anyway (the ledger only ever held a hash).
 */
function forgetLedgerThen(navigate: () => void): void {
  void import('./refresh-ledger')
    .then(({ clearLedger }) => clearLedger())
    .catch(() => undefined)
    .finally(navigate);
}

/** Where the provider sends the browser after its end session: a page of the grant's tenant. */
export type LogoutLanding = 'root' | 'login';

/**
 * The provider's end session with the id token as hint, or login without one. The
 * post_logout_redirect_uri must be one registered for the client that owns the id token, so it
 * names the tenant that signed in (stored with the grant), not the tenant signing out: the
 * provider refuses a hint of one client with another client's address.
 */
export function fullLogoutTarget(
  site: LogoutSite,
  auth: Pick<AuthTokens, 'id_token' | 'virtualDirectory'> | null,
  origin: string,
  landing: LogoutLanding = 'root',
): string {
  if (!auth?.id_token) return href(site.VirtualDirectory, 'login');
  const owner = auth.virtualDirectory ?? site.VirtualDirectory;
  const url = new URL(ssoEndpoints(origin).logout);
  url.searchParams.set('id_token_hint', auth.id_token);
  url.searchParams.set(
    'post_logout_redirect_uri',
    `${origin}${landing === 'login' ? href(owner, 'login') : href(owner, 'root')}`,
  );
  return url.toString();
}

/**
 * Full logout (SPEC §4, the header's 退出登录 and the idle timeout): clears the stored session,
 * the popup flag and session storage, tells the other tabs, then ends the single-sign-on session.
 */
export function logoutFull(site: LogoutSite): void {
  beginSignOut();
  const auth = readSession().auth;
  clearSession();
  localValues.remove(storageKeys.popupShown);
  sessionValues.clear();
  announce({ type: 'logout' });
  const target = fullLogoutTarget(site, auth, window.location.origin);
  forgetLedgerThen(() => window.location.assign(target));
}

/**
 * The plain logout of SPEC §4: the first time it clears local storage and the auth state, marks
 * referTime and signs in afresh through /login; when referTime is already marked it clears
 * everything and goes to the tenant root (so a failing sign-in cannot loop).
 */
export function logoutWithReferTime(site: LogoutSite): void {
  beginSignOut();
  announce({ type: 'logout' });
  if (sessionValues.get(storageKeys.referTime) === 'yes') {
    localValues.clear();
    sessionValues.clear();
    forgetLedgerThen(() => window.location.assign(href(site.VirtualDirectory, 'root')));
    return;
  }
  clearAuthState();
  localValues.clear();
  sessionValues.set(storageKeys.referTime, 'yes');
  forgetLedgerThen(() => window.location.assign(href(site.VirtualDirectory, 'login')));
}
