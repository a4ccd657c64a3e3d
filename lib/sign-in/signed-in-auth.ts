import type { TokenResponse } from '@/lib/contract/spec-calls';
import type { AuthTokens } from '@/lib/session/schema';
import type { SiteConfig } from '@/sites/schema';

/**
 * The `auth` record a completed sign-in leaves (SPEC §3): the tokens, and the client and tenant
 * that own the grant (a refresh and the end session must name them, whichever tenant asks).
 */
export function signedInAuth(
  tokens: TokenResponse,
  site: Pick<SiteConfig, 'SsoCleintId' | 'VirtualDirectory'>,
): AuthTokens {
  return {
    isLoggedIn: true,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? '',
    id_token: tokens.id_token,
    expires_in: tokens.expires_in,
    clientId: site.SsoCleintId,
    virtualDirectory: site.VirtualDirectory,
  };
}
