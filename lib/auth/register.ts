import type { SiteConfig } from '@/sites/schema';
import { paths } from '@/lib/site/paths';
import { ssoEndpoints } from './endpoints';

/** The provider's registration page, returning to this tenant's login when done (SPEC §2 /Register). */
export function registrationUrl(
  site: Pick<SiteConfig, 'VirtualDirectory' | 'SsoCleintId'>,
  origin: string,
): string {
  const url = new URL(ssoEndpoints(origin).register);
  url.searchParams.set('client_id', site.SsoCleintId);
  url.searchParams.set('redirect_uri', `${origin}${paths.login(site.VirtualDirectory)}`);
  return url.toString();
}
