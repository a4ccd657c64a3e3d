import type { SiteConfig } from '@/sites/schema';
import { paths } from '@/lib/site/paths';
import { announce } from './broadcast';
import { clearAuthState } from './cleanup';
import { beginSignOut } from './sign-out-state';

type EndSite = Pick<SiteConfig, 'VirtualDirectory'>;

/** `/login/401/` does not redirect by itself; `reason` picks the message it shows. */
export function expiredLoginPath(site: EndSite, reason: 'expired' | 'retries'): string {
  return paths.withQuery(paths.loginStatus(site.VirtualDirectory, '401'), { reason });
}

/** A failed refresh (SPEC §8): sign out everywhere and say '登录已过期,请重新登录'. */
export function endExpiredSession(site: EndSite): void {
  beginSignOut();
  clearAuthState();
  announce({ type: 'logout' });
  window.location.assign(expiredLoginPath(site, 'expired'));
}

/** Five refreshes did not help (SPEC §8): the tokens are useless, sign in again. */
export function goToLoginAfterRetries(site: EndSite): void {
  beginSignOut();
  clearAuthState();
  window.location.assign(expiredLoginPath(site, 'retries'));
}

/** A 400 from the token address (SPEC §4): go to login. */
export function goToLoginFromTokenEndpoint(site: EndSite): void {
  beginSignOut();
  clearAuthState();
  window.location.assign(paths.login(site.VirtualDirectory));
}
