import type { SiteConfig } from '@/sites/schema';
import { addresses } from '@/lib/site/addresses';
import { readSession } from '@/lib/session/store';
import { identitySide } from '@/lib/session/identity-side';
import { announce } from './broadcast';
import { clearAuthState } from './cleanup';
import { PROVINCE_LOGOUT_DELAY_MS, provincePlatformUrl } from '@/lib/site/external-apps';

/** Opens the province-wide platform (menu item 5); a non-buyer hands the sign-in over and signs out here. */
export function jumpToProvincePlatform(_site: Pick<SiteConfig, 'VirtualDirectory'>): void {
  const session = readSession();
  const buyer = identitySide(session.identity) === 'buyer';
  const url = provincePlatformUrl({
    origin: window.location.origin,
    provinceAddress: addresses.PROVINCE,
    buyer,
    idToken: session.auth?.id_token ?? null,
    identityId: session.identity ? String(session.identity.IdentityId) : null,
  });
  window.open(url, '_blank', 'noopener');
  if (!buyer && session.auth) {
    setTimeout(() => {
      clearAuthState();
      announce({ type: 'logout' });
    }, PROVINCE_LOGOUT_DELAY_MS);
  }
}
