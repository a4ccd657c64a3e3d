import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { tokenResponseSchema } from '../lib/contract/spec-calls';
import { envelopeSchema } from '../lib/contract/envelope';
import { getUserBasicInfoPath, userBasicInfoSchema } from '../lib/contract/user';
import type { SessionState } from '../lib/session/schema';
import { SESSION_KEY } from '../lib/session/store';
import { SESSION_STARTED_KEY } from '../lib/sign-in/session-start';
import { isCompleteUserInfo, sessionUserFrom } from '../lib/sign-in/user-record';
import { formAction, pkcePair } from '../sandbox/testing/browser';
import { findSite } from '../sites';
import { demoPassword } from './auth-helpers';

/**
 * A signed-in page without the sign-in pages: for tests whose subject is not the sign-in. The test's
 * own browser context walks the code + PKCE flow of SPEC §4 over HTTP (so the provider's session
 * cookies land in its cookie jar, and signing out ends a session of its own), then the page gets
 * the record a completed sign-in leaves: tokens, account and identity in `authInfo`, the tab
 * marked as started. Every test mints its own grant: refresh tokens rotate strictly, and a state
 * shared between tests would have one test's refresh revoke another's session.
 */

async function followUntil(request: APIRequestContext, url: string, done: (url: URL) => boolean) {
  let current = new URL(url);
  for (let hops = 0; hops < 10; hops += 1) {
    if (done(current)) return current;
    const response = await request.get(current.href, { maxRedirects: 0 });
    const location = response.headers().location;
    if (!location) throw new Error(`${current.href} answered ${response.status()} without a redirect`);
    current = new URL(location, current);
  }
  throw new Error(`no end to the redirects from ${url}`);
}

/** The tokens of a fresh sign-in of `account` on tenant `vd`, granted to that tenant's client. */
async function mintTokens(request: APIRequestContext, origin: string, vd: string, account: string) {
  const site = findSite(vd);
  if (!site) throw new Error(`no tenant ${vd}`);
  const { verifier, challenge } = pkcePair();
  const redirectUri = `${origin}/${vd}/GetCode/`;
  const authorize = new URL(`${origin}/adfs/oauth2/authorize`);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: site.SsoCleintId,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: 'openid offline_access',
    redirect_uri: redirectUri,
    state: 'seeded',
  }).toString();
  const loginPage = await request.get(authorize.href);
  const action = new URL(formAction(await loginPage.text()), loginPage.url());
  const login = await request.post(action.href, {
    form: { account, password: demoPassword },
    maxRedirects: 0,
  });
  const location = login.headers().location;
  if (!location) throw new Error(`the provider refused ${account}: ${login.status()}`);
  const callback = await followUntil(request, new URL(location, action).href, (url) =>
    url.href.startsWith(redirectUri),
  );
  const token = await request.post(`${origin}/adfs/oauth2/token`, {
    form: {
      grant_type: 'authorization_code',
      client_id: site.SsoCleintId,
      code_verifier: verifier,
      redirect_uri: redirectUri,
      resource: `${origin}/baseapi`,
      code: callback.searchParams.get('code') ?? '',
    },
  });
  expect(token.status(), await token.text()).toBe(200);
  return { site, tokens: tokenResponseSchema.parse(await token.json()) };
}

/**
 * Opens `path` on a page signed in as `account`; with several identities, `identityName` names the
 * one chosen (as the chooser would). The page's context requests carry the test's sandbox scope,
 * so the account is read in the answer profile the test runs under.
 */
export async function openWithSession(
  page: Page,
  path: string,
  account: string,
  options: { vd?: string; identityName?: string } = {},
) {
  const vd = options.vd ?? 'client';
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  const request = page.context().request;
  const { site, tokens } = await mintTokens(request, origin, vd, account);
  const answer = await request.post(`${origin}/baseapi${getUserBasicInfoPath}`, {
    headers: {
      authorization: `Bearer ${tokens.access_token}`,
      PlatformId: site.PlatformId,
      WebBusinessType: site.WebBusinessType,
    },
    data: {},
  });
  const info = envelopeSchema(userBasicInfoSchema).parse(await answer.json()).Data;
  if (!isCompleteUserInfo(info)) throw new Error(`${account} has no complete account record`);
  const identities = info.AuthedIdentities;
  const identity = options.identityName
    ? identities.find((candidate) => candidate.IdentityName === options.identityName)
    : identities.length === 1
      ? identities[0]
      : null;
  if (identities.length > 1 && !identity)
    throw new Error(`${account} has several identities: name one of them`);
  const session: Partial<SessionState> = {
    auth: {
      isLoggedIn: true,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? '',
      id_token: tokens.id_token,
      expires_in: tokens.expires_in,
      clientId: site.SsoCleintId,
      virtualDirectory: vd,
    },
    user: sessionUserFrom(info),
    identity: identity ?? null,
    oauth2_attempts: {},
  };
  // A blank page of the origin takes the record, so no portal page starts before it is there.
  const seedUrl = `${origin}/__seed-session__`;
  await page.route(seedUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
  await page.goto(seedUrl);
  await page.evaluate(
    ([key, value, startedKey]) => {
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem(startedKey, '1');
    },
    [SESSION_KEY, JSON.stringify(session), SESSION_STARTED_KEY] as const,
  );
  await page.unroute(seedUrl);
  await page.goto(path);
}
