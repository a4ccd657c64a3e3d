import { absoluteAddress, addresses } from '@/lib/site/address/addresses';
import { href } from '@/lib/site/navigation/paths';

/** The provider's ADFS-style routes (SPEC §7), resolved against the page origin. */
export function ssoEndpoints(origin: string, sso: string = addresses.SSO) {
  const issuer = `${absoluteAddress(sso, origin)}/adfs`;
  const base = `${issuer}/oauth2`;
  return {
    /** The issuer the discovery document must name exactly. */
    issuer,
    base,
    authorize: `${base}/authorize`,
    token: `${base}/token`,
    logout: `${base}/logout`,
    redirectUrl: `${base}/redirecturl`,
    /** OpenID metadata, beside the issuer (`{sso}/adfs`) as at ADFS. */
    discovery: `${issuer}/.well-known/openid-configuration`,
    /** The sign-up page of the provider (SPEC §2 /Register). */
    register: `${base}/register`,
  };
}

/** The `resource` of the token requests: the business API the access token is meant for. */
export function apiResource(origin: string, api: string = addresses.API): string {
  return absoluteAddress(api, origin);
}

/** `redirect_uri` of the sign-in: `{origin}/<vd>/GetCode/` (or GetCode2 for the second variant). */
export function callbackUri(origin: string, virtualDirectory: string, variant: 1 | 2 = 1): string {
  return `${origin}${variant === 2 ? href(virtualDirectory, 'getCode2') : href(virtualDirectory, 'getCode')}`;
}

/**
 * Which callback a sign-in returns to. SPEC §2 names the login routes `login` (/login) and `login2`
 * (/login/{tokenState}) and the callbacks `getcode` and `getcode2`, but says not which starts the
 * second variant: the pairs are taken to match, so a sign-in started on /login/{tokenState}
 * (including the 重新登录 of /login/401) returns to /GetCode2.
 */
export function signInVariant(tokenState: string | null): 1 | 2 {
  return tokenState === null ? 1 : 2;
}
