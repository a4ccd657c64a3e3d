import { tokenResponseSchema } from '@/lib/contract/spec-calls';
import { findSite } from '@/sites';
import { demoPassword } from '../db/seed/demo-accounts';
import { TestBrowser, formAction, pkcePair } from './browser';

export type SignInResult = Awaited<ReturnType<typeof signIn>>;

/** Authorize and the login form: what the browser does up to the callback with its code. */
export async function authorizeAndLogin(
  origin: string,
  account: string,
  options: { vd?: string; password?: string } = {},
) {
  const site = findSite(options.vd ?? 'client')!;
  const browser = new TestBrowser(origin);
  const { verifier, challenge } = pkcePair();
  const redirectUri = `${origin}/${site.VirtualDirectory}/GetCode/`;
  const state = 'state-of-the-test';
  const authorize = new URL(`${origin}/adfs/oauth2/authorize`);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: site.SsoCleintId,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: 'openid offline_access',
    redirect_uri: redirectUri,
    state,
    ext: '1',
  }).toString();
  const loginPage = await browser.follow(authorize.href);
  const html = await loginPage.response.text();
  const atCallback = (url: URL) => url.href.startsWith(redirectUri);
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
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code_challenge_method: 'S256',
      scope: 'openid offline_access',
      client_id: input.clientId,
      code_verifier: input.verifier,
      redirect_uri: input.redirectUri,
      resource: `${origin}/baseapi`,
      code: input.code,
    }),
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
