import type { SiteConfig } from '@/sites/schema';
import { href } from '@/lib/site/navigation/paths';
import { announce } from './broadcast';
import { clearAuthState } from './cleanup';
import { beginSignOut } from './sign-out-state';
import { pageLeaving } from './page-exit';
import { clearLedger } from './refresh-ledger';
import { fieldEventsHandedOver } from '@/lib/telemetry/field-events';

type EndSite = Pick<SiteConfig, 'VirtualDirectory'>;

/** `/login/401/` does not redirect by itself; `reason` picks the message it shows. */
export function expiredLoginPath(site: EndSite, reason: 'expired' | 'retries'): string {
  return href(site.VirtualDirectory, 'loginStatus', { tokenState: '401', reason });
}

/**
 * Login after the token address refused the grant, bringing the person back to this page: while
 * the provider's own session lives, signing in again needs no password, and the page is kept.
 */
export function tokenRefusedLoginPath(site: EndSite, current: Pick<Location, 'pathname' | 'search'>): string {
  return href(site.VirtualDirectory, 'login', {
    redirect: `${current.pathname}${current.search}`,
  });
}

/**
 * Every ending below is for a page that stays: a page already leaving (its requests cut off by
 * the navigation) learned nothing about the sign-in, and never clears what the other tabs and the
 * next page share, nor tells them to sign out.
 */
function endSignIn(target: string, tellOtherTabs: boolean): void {
  if (pageLeaving()) return;
  beginSignOut();
  clearAuthState();
  if (tellOtherTabs) announce({ type: 'logout' });
  // The ledger goes with the sign-in; the navigation waits for it (a hash at most is left if not),
  // and for the field reports to take the failed refresh that ended it.
  void Promise.all([clearLedger(), fieldEventsHandedOver()]).finally(() => window.location.assign(target));
}

/** A failed refresh (SPEC §8): sign out everywhere and say '登录已过期,请重新登录'. */
export function endExpiredSession(site: EndSite): void {
  endSignIn(expiredLoginPath(site, 'expired'), true);
}

/** Five refreshes did not help (SPEC §8): the tokens are useless, sign in again. */
export function goToLoginAfterRetries(site: EndSite): void {
  endSignIn(expiredLoginPath(site, 'retries'), false);
}

/** A 400 from the token address (SPEC §4): go to login, and come back here once signed in. */
export function goToLoginFromTokenEndpoint(site: EndSite): void {
  endSignIn(tokenRefusedLoginPath(site, window.location), false);
}
