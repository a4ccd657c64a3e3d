import { tokenResponseSchema } from '@/lib/contract/spec-calls';
import { findSite } from '@/sites';
import { href } from '@/sites/pages';
import { demoPassword } from '../db/seed/demo-accounts';
import { TestBrowser, formAction, pkcePair } from './browser';

export type SignInResult = Awaited<ReturnType<typeof signIn>>;

/**
 * The provider's authorize address for tenant `vd`'s client: a PKCE code request for SPEC §4's
 * scope, with `params` (the callback, the state, a handed-over token) beside.
 */
export function authorizeUrl(origin: string, vd: string, challenge: string, params: Record<string, string>) {
  const site = findSite(vd);
  if (!site) throw new Error(`no tenant ${vd}`);
  const url = new URL(`${origin}/adfs/oauth2/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: site.SsoCleintId,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: 'openid offline_access',
    ...params,
  }).toString();
  return url;
}

/**
 * The authorize request of SPEC §4 for tenant `vd` (default the province client): its address, and
 * the PKCE verifier and callback address the code exchange needs. Every transport that walks the
 * flow (this module's fetch browser, a Playwright browser context) starts here.
 */
export function authorizeRequest(origin: string, vd = 'client', state = 'state-of-the-test') {
  const site = findSite(vd);
  if (!site) throw new Error(`no tenant ${vd}`);
  const { verifier, challenge } = pkcePair();
  const redirectUri = `${origin}${href(site, 'getCode')}`;
  const url = authorizeUrl(origin, vd, challenge, { redirect_uri: redirectUri, state, ext: '1' });
  return {
    site,
    url,
    state,
    verifier,
    redirectUri,
    atCallback: (at: URL) => at.href.startsWith(redirectUri),
  };
}

/**
 * The code exchange's form (SPEC §7), with every field the portal sends: written out here, not
 * taken from the client's code, so the sandbox's tests hold the client to the spec.
 */
export function codeExchange(
  origin: string,
  input: { clientId: string; code: string; verifier: string; redirectUri: string },
) {
  return {
    grant_type: 'authorization_code',
    code_challenge_method: 'S256',
    scope: 'openid offline_access',
    client_id: input.clientId,
    code_verifier: input.verifier,
    redirect_uri: input.redirectUri,
    resource: `${origin}/baseapi`,
    code: input.code,
  };
}

/** Authorize and the login form: what the browser does up to the callback with its code. */
export async function authorizeAndLogin(
  origin: string,
  account: string,
  options: { vd?: string; password?: string } = {},
) {
  const browser = new TestBrowser(origin);
  const { site, url, state, verifier, redirectUri, atCallback } = authorizeRequest(origin, options.vd);
  const loginPage = await browser.follow(url.href);
  const html = await loginPage.response.text();
  const afterLogin = await browser.postForm(
    formAction(html),
    { account, password: options.password ?? demoPassword },
    atCallback,
  );
  const callback = afterLogin.url;
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback.href}`);
  return { browser, site, callback, state, code, verifier, redirectUri };
}

/** The token request of the callback (SPEC §7), with every field the portal sends. */
export function exchangeCode(
  origin: string,
  input: { clientId: string; code: string; verifier: string; redirectUri: string },
) {
  return fetch(`${origin}/adfs/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(codeExchange(origin, input)),
  });
}

/** The whole code + PKCE flow of SPEC §4, as the portal and the user's browser perform it. */
export async function signIn(
  origin: string,
  account: string,
  options: { vd?: string; password?: string } = {},
) {
  const flow = await authorizeAndLogin(origin, account, options);
  const tokenResponse = await exchangeCode(origin, { ...flow, clientId: flow.site.SsoCleintId });
  const body: unknown = await tokenResponse.json();
  if (tokenResponse.status !== 200) throw new Error(`token exchange failed: ${JSON.stringify(body)}`);
  return { ...flow, tokens: tokenResponseSchema.parse(body) };
}

export async function refresh(origin: string, clientId: string, refreshToken: string) {
  return fetch(`${origin}/adfs/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: clientId,
      refresh_token: refreshToken,
      resource: `${origin}/baseapi`,
    }),
  });
}

/** POSTs to an API path with the portal's headers. */
export async function callApi(
  origin: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    platformId?: string;
    webBusinessType?: string;
    tradingOrgId?: string;
  } = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'cache-control': 'no-cache',
    PlatformId: options.platformId ?? 'AssetsCliectApp',
    WebBusinessType: options.webBusinessType ?? 'Assets',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.tradingOrgId) headers.TradingOrgId = options.tradingOrgId;
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}
