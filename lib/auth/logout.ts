import type { SiteConfig } from '@/sites/schema';
import { addresses, absoluteAddress } from '@/lib/site/addresses';
import { paths } from '@/lib/site/paths';
import { readSession, clearSession } from '@/lib/session/store';

/**
 * Full logout (SPEC §4): clears the stored session and session storage, then ends the SSO session
 * with the id token as hint, or goes to login when there is none.
 */
export async function logout(site: Pick<SiteConfig, 'VirtualDirectory'>, _options: { full: boolean }) {
  const idToken = readSession().auth?.id_token;
  clearSession();
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode); the session key is already gone.
  }
  const origin = window.location.origin;
  if (idToken) {
    const endSession = new URL(`${absoluteAddress(addresses.SSO, origin)}/adfs/oauth2/logout`);
    endSession.searchParams.set('id_token_hint', idToken);
    endSession.searchParams.set('post_logout_redirect_uri', `${origin}${paths.root(site.VirtualDirectory)}`);
    window.location.assign(endSession.toString());
  } else {
    window.location.assign(paths.login(site.VirtualDirectory));
  }
}
