import { href } from '@/lib/site/navigation/paths';
import { ssoEndpoints } from './endpoints';
import { fullLogoutTarget } from './logout';

/** End-session addresses after a failed sign-in: back to the tenant root, or into a fresh sign-in. */
export type FailureSignOut = { root: string; login: string };

/**
 * After a failed sign-in the provider still holds the session of the account that failed (SPEC §8
 * "cleanup logout"); unless it ends, 重新登录 signs the same account in again and nobody else can
 * sign in on this browser. With an id_token it is the hint; without one (the code exchange failed)
 * the client id names whose address the provider may return to.
 */
export function failureSignOut(
  site: { VirtualDirectory: string; SsoCleintId: string },
  idToken: string | null,
  origin: string,
): FailureSignOut {
  const target = (landing: 'root' | 'login') => {
    if (idToken)
      return fullLogoutTarget(
        site,
        { id_token: idToken, virtualDirectory: site.VirtualDirectory },
        origin,
        landing,
      );
    const url = new URL(ssoEndpoints(origin).logout);
    url.searchParams.set('client_id', site.SsoCleintId);
    const path =
      landing === 'login' ? href(site.VirtualDirectory, 'login') : href(site.VirtualDirectory, 'root');
    url.searchParams.set('post_logout_redirect_uri', `${origin}${path}`);
    return url.toString();
  };
  return { root: target('root'), login: target('login') };
}

/** How long the failure stays on screen before the provider's session is ended anyway. */
export const FAILURE_SIGN_OUT_DELAY_MS = 4000;
