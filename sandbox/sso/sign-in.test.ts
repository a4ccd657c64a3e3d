import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { findSite } from '@/sites';
import { envelopeSchema } from '@/lib/contract/envelope';
import { getUserBasicInfoPath, userBasicInfoSchema } from '@/lib/contract/user';
import { tokenResponseSchema } from '@/lib/contract/spec-calls';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { authorizeAndLogin, callApi, exchangeCode, refresh, signIn } from '../testing/sign-in';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

describe('sign-in with the sandbox SSO', () => {
  it('runs the whole code + PKCE flow and rotates refresh tokens strictly', async () => {
    const { site, callback, state, tokens } = await signIn(sandbox.origin, 'buyer');
    expect(callback.pathname).toBe('/client/GetCode/');
    expect(callback.searchParams.get('state')).toBe(state);
    expect(tokens.refresh_token).toBeTruthy();
    const access = decodeJwt(tokens.access_token);
    expect(access.iss).toBe(`${sandbox.origin}/adfs`);
    expect(access.aud).toBe('portal-api');

    const info = await callApi(sandbox.origin, `/baseapi${getUserBasicInfoPath}`, {
      token: tokens.access_token,
    });
    expect(info.status).toBe(200);
    const parsed = envelopeSchema(userBasicInfoSchema).parse(await info.json());
    expect(parsed.Data.ObsoleteUser?.UserName).toBe('张竞买');
    expect(parsed.Data.AuthedIdentities).toHaveLength(1);

    const first = await refresh(sandbox.origin, site.SsoCleintId, tokens.refresh_token!);
    expect(first.status).toBe(200);
    const rotated = tokenResponseSchema.parse(await first.json());
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    const again = await callApi(sandbox.origin, `/baseapi${getUserBasicInfoPath}`, {
      token: rotated.access_token,
    });
    expect(again.status).toBe(200);

    const reused = await refresh(sandbox.origin, site.SsoCleintId, tokens.refresh_token!);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });

    // Reuse is taken as theft: the whole grant goes, the newest refresh token with it.
    expect((await refresh(sandbox.origin, site.SsoCleintId, rotated.refresh_token!)).status).toBe(400);
  });

  it('ends the session: the confirmation form, the way back to the portal, and refresh refused', async () => {
    const { browser, site, tokens } = await signIn(sandbox.origin, 'seller');
    const logout = new URL(`${sandbox.origin}/adfs/oauth2/logout`);
    logout.searchParams.set('id_token_hint', tokens.id_token);
    logout.searchParams.set('post_logout_redirect_uri', `${sandbox.origin}/client/`);
    const confirm = await browser.follow(logout.href);
    const html = await confirm.response.text();
    expect(html).toContain('退出登录');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect(xsrf).toBeTruthy();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    const done = await browser.postForm(
      action,
      { xsrf: xsrf!, logout: 'yes' },
      (url) => url.pathname === '/client/',
    );
    expect(done.url.href).toBe(`${sandbox.origin}/client/`);
    expect((await refresh(sandbox.origin, site.SsoCleintId, tokens.refresh_token!)).status).toBe(400);
  });

  it('requires PKCE: a wrong verifier gets invalid_grant, and the code is single-use', async () => {
    const flow = await authorizeAndLogin(sandbox.origin, 'buyer');
    const input = { ...flow, clientId: flow.site.SsoCleintId };
    const wrong = await exchangeCode(sandbox.origin, { ...input, verifier: 'f'.repeat(100) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    const second = await authorizeAndLogin(sandbox.origin, 'buyer');
    const secondInput = { ...second, clientId: second.site.SsoCleintId };
    expect((await exchangeCode(sandbox.origin, secondInput)).status).toBe(200);
    expect((await exchangeCode(sandbox.origin, secondInput)).status).toBe(400);
  });

  it('refuses an authorize request without a code challenge', async () => {
    const site = findSite('client')!;
    const url = new URL(`${sandbox.origin}/adfs/oauth2/authorize`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: site.SsoCleintId,
      scope: 'openid offline_access',
      redirect_uri: `${sandbox.origin}/client/GetCode/`,
      state: 's',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/client/GetCode/');
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});
