import type { SiteConfig } from '@/sites/schema';
import { href } from '@/lib/site/navigation/paths';
import { ssoEndpoints } from './endpoints';

/** The provider's registration page, returning to this tenant's login when done (SPEC §2 /Register). */
export function registrationUrl(
  site: Pick<SiteConfig, 'VirtualDirectory' | 'SsoCleintId'>,
  origin: string,
): string {
  const url = new URL(ssoEndpoints(origin).register);
  url.searchParams.set('client_id', site.SsoCleintId);
  url.searchParams.set('redirect_uri', `${origin}${href(site.VirtualDirectory, 'login')}`);
  return url.toString();
}
