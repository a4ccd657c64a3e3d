import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { tokenResponseSchema } from '../lib/contract/spec-calls';
import { envelopeSchema } from '../lib/contract/envelope';
import { getUserBasicInfoPath, userBasicInfoSchema } from '../lib/contract/user';
import type { SessionState } from '../lib/session/schema';
import { SESSION_KEY } from '../lib/session/store';
import { SESSION_STARTED_KEY } from '../lib/sign-in/session-start';
import { isCompleteUserInfo, sessionUserFrom } from '../lib/sign-in/user-record';
import { signedInAuth } from '../lib/sign-in/signed-in-auth';
import { formAction } from '../sandbox/testing/browser';
import { authorizeRequest, codeExchange } from '../sandbox/testing/sign-in';
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

/**
 * Signs `account` in at the provider in the test's own browser context, over HTTP (the provider's
 * session cookies land in the context's jar, as after a sign-in on its page), and returns the
 * tokens granted to tenant `vd`'s client.
 */
async function mintTokens(request: APIRequestContext, origin: string, vd: string, account: string) {
  const flow = authorizeRequest(origin, vd, 'seeded');
  const loginPage = await request.get(flow.url.href);
  const action = new URL(formAction(await loginPage.text()), loginPage.url());
  const login = await request.post(action.href, {
    form: { account, password: demoPassword },
    maxRedirects: 0,
  });
  const location = login.headers().location;
  if (!location) throw new Error(`the provider refused ${account}: ${login.status()}`);
  const callback = await followUntil(request, new URL(location, action).href, flow.atCallback);
  const token = await request.post(`${origin}/adfs/oauth2/token`, {
    form: codeExchange(origin, {
      clientId: flow.site.SsoCleintId,
      verifier: flow.verifier,
      redirectUri: flow.redirectUri,
      code: callback.searchParams.get('code') ?? '',
    }),
  });
  expect(token.status(), await token.text()).toBe(200);
  return { site: flow.site, tokens: tokenResponseSchema.parse(await token.json()) };
}

const originOf = (page: Page) => new URL(test.info().project.use.baseURL ?? page.url()).origin;

/**
 * The provider's session signed in and the portal signed out: the state of a visitor arriving
 * from another platform that shares the SSO.
 */
export async function providerSessionOnly(page: Page, account: string) {
  await mintTokens(page.context().request, originOf(page), 'client', account);
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
  const origin = originOf(page);
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
    auth: signedInAuth(tokens, site),
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
