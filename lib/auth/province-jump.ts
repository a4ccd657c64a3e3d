import type { SiteConfig } from '@/sites/schema';
import { addresses } from '@/lib/site/address/addresses';
import { readSession } from '@/lib/session/store';
import { identitySide } from '@/lib/session/identity-side';
import { announce } from './broadcast';
import { clearAuthState } from './cleanup';
import { PROVINCE_LOGOUT_DELAY_MS, provincePlatformUrl } from '@/lib/site/address/external-apps';

/**
 * opened: a buyer's tab (buyer=1), the sign-in here stays; handedOver: the province tab carries a
 * fresh id_token and this tab has signed out (SPEC §4); failed: no fresh id_token could be had, the
 * new tab is closed and the sign-in here stays; blocked: the browser opened no tab, and closed: the
 * person closed it before the token came; in both nothing changed.
 */
export type ProvinceJumpOutcome = 'opened' | 'handedOver' | 'failed' | 'blocked' | 'closed';

/**
 * A fresh id_token: the province portal and the SSO accept a handed-over one for five minutes
 * after issue, and the stored one dates from the sign-in or this tab's start. The refresh is the
 * one every 401 uses (one per tab, ordered across tabs, rotation respected).
 */
async function freshIdToken(clientId: string, accessToken: string): Promise<string | null> {
  try {
    const { refreshTokens } = await import('./refresh');
    const result = await refreshTokens(clientId, accessToken);
    return result === 'refreshed' ? (readSession().auth?.id_token ?? null) : null;
  } catch {
    // The refresh code could not load (offline, a new deployment): no token to hand over.
    return null;
  }
}

/**
 * Opens the province-wide platform (menu item 5). A buyer passes buyer=1 and stays signed in here;
 * anyone else hands the sign-in over with a fresh id_token and signs out here 10 ms later (SPEC §4,
 * §9), but only once the token is in hand: a jump that fails leaves this tab as it was.
 */
export async function jumpToProvincePlatform(
  site: Pick<SiteConfig, 'SsoCleintId'>,
): Promise<ProvinceJumpOutcome> {
  const session = readSession();
  const buyer = identitySide(session.identity) === 'buyer';
  const address = (idToken: string | null) =>
    provincePlatformUrl({
      origin: window.location.origin,
      provinceAddress: addresses.PROVINCE,
      buyer,
      idToken,
      identityId: session.identity ? String(session.identity.IdentityId) : null,
    });
  if (buyer || !session.auth) {
    window.open(address(null), '_blank', 'noopener');
    return 'opened';
  }
  // Opened inside the click, where no popup blocker stops it; its address follows the refresh.
  // The province page gets no handle on this one (opener), as with noopener.
  const tab = window.open('', '_blank');
  if (!tab) return 'blocked';
  tab.opener = null;
  const idToken = await freshIdToken(site.SsoCleintId, session.auth.accessToken);
  if (tab.closed) return 'closed';
  if (!idToken) {
    tab.close();
    return 'failed';
  }
  tab.location.replace(address(idToken));
  await new Promise((resolve) => setTimeout(resolve, PROVINCE_LOGOUT_DELAY_MS));
  clearAuthState();
  announce({ type: 'logout' });
  return 'handedOver';
}
