import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { envelopeSchema } from '@/lib/api/envelope';
import { getUserBasicInfoPath, userBasicInfoSchema } from '@/lib/api/user';
import { tokenResponseSchema } from '@/lib/api/spec-calls';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { callApi, refresh, signIn } from '../testing/sign-in';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

describe('sign-in with the sandbox SSO', () => {
  it('runs the whole code + PKCE flow, rotates refresh tokens and ends the session', async () => {
    const { browser, site, callback, state, tokens } = await signIn(sandbox.origin, 'buyer');
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

    const logout = new URL(`${sandbox.origin}/adfs/oauth2/logout`);
    logout.searchParams.set('id_token_hint', rotated.id_token);
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
  });
});
