import type { SiteConfig } from '@/sites/schema';
import { addresses } from '@/lib/site/address/addresses';
import { href, sitePath } from './paths';

/** Session-storage key telling the login flow where the visitor came from (SPEC §2 menu 9). */
export const REDIRECT_FROM_KEY = 'redirect_from';

/** The provincial property-rights trading centre, opened through the SSO redirect endpoint. */
export const PROVINCE_CENTRE_URL = 'https://www.hnprec.example/';

/** External links go through `{sso}/adfs/oauth2/redirecturl` so the SSO session travels along. */
export function ssoRedirectUrl(target: string): string {
  return `${addresses.SSO}/adfs/oauth2/redirecturl?redirect_uri=${encodeURIComponent(target)}`;
}

type MenuTarget = { index: number; labelKey?: string; path: string | null };

/** Where a main-menu item leads (SPEC §2 "Menu indexes"). */
export function menuHref(
  site: Pick<SiteConfig, 'VirtualDirectory' | 'Home' | 'rootRedirect'>,
  item: MenuTarget,
  state: { signedIn: boolean },
): string {
  const vd = site.VirtualDirectory;
  switch (item.index) {
    case 1:
      if (site.Home) return ssoRedirectUrl(site.Home);
      return item.path ? sitePath(vd, item.path) : href(vd, 'root');
    case 3:
      return ssoRedirectUrl(PROVINCE_CENTRE_URL);
    case 5:
      // Small lease: the province small-lease site; otherwise the province-wide platform.
      if (item.labelKey === 'smallLeaseSite') return href('smalllease', 'root');
      return item.path ? sitePath(vd, item.path) : `${addresses.PROVINCE}${href('client', 'root')}`;
    case 9:
      return state.signedIn ? href(vd, 'userDetail') : href(vd, 'login');
    default:
      return item.path ? sitePath(vd, item.path) : href(vd, 'root');
  }
}
