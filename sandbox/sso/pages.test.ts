import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSite } from '@/sites';
import { TestBrowser, formAction, pkcePair } from '../testing/browser';
import { authorizeUrl as authorizeAt, signIn } from '../testing/sign-in';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

function authorizeUrl(vd: string, redirectPath: string, extra: Record<string, string> = {}) {
  return authorizeAt(sandbox.origin, vd, pkcePair().challenge, {
    redirect_uri: `${sandbox.origin}${redirectPath}`,
    state: 's',
    ...extra,
  }).href;
}

async function openLogin(
  browser: TestBrowser,
  url = authorizeUrl('client', '/client/GetCode2/', { identitytype: 'Buyer' }),
) {
  const { response } = await browser.follow(url);
  expect(response.status).toBe(200);
  return formAction(await response.text());
}

describe('the login page', () => {
  it('is a plain Chinese form', async () => {
    const browser = new TestBrowser(sandbox.origin);
    const { response } = await browser.follow(authorizeUrl('client', '/client/GetCode/'));
    const html = await response.text();
    expect(html).toContain('统一身份认证登录');
    expect(html).toContain('name="account"');
    expect(html).toContain('name="password"');
  });

  it('says 用户名或密码错误 for a wrong password and keeps the account typed', async () => {
    const browser = new TestBrowser(sandbox.origin);
    const { response } = await browser.postForm(await openLogin(browser), {
      account: 'buyer',
      password: 'wrong',
    });
    const html = await response.text();
    expect(html).toContain('用户名或密码错误');
    expect(html).toContain('value="buyer"');
  });

  it('says 用户禁用 for a disabled account', async () => {
    const browser = new TestBrowser(sandbox.origin);
    const { response } = await browser.postForm(await openLogin(browser), {
      account: 'disabled',
      password: 'Demo@1234',
    });
    expect(await response.text()).toContain('用户禁用');
  });

  it('asks for both fields when one is empty', async () => {
    const browser = new TestBrowser(sandbox.origin);
    const { response } = await browser.postForm(await openLogin(browser), { account: '', password: '' });
    expect(await response.text()).toContain('请输入账号和密码');
  });
});

describe('clients and redirect URIs', () => {
  it('signs in through /GetCode2/ as well', async () => {
    const { callback } = await signIn(sandbox.origin, 'seller', { vd: 'recycle' });
    expect(callback.pathname).toBe('/recycle/GetCode/');
    const browser = new TestBrowser(sandbox.origin);
    const action = await openLogin(browser);
    const done = await browser.postForm(action, { account: 'buyer', password: 'Demo@1234' }, (url) =>
      url.pathname.endsWith('/GetCode2/'),
    );
    expect(done.url.pathname).toBe('/client/GetCode2/');
    expect(done.url.searchParams.get('code')).toBeTruthy();
  });

  it('refuses a redirect URI without its trailing slash', async () => {
    const browser = new TestBrowser(sandbox.origin);
    const { response } = await browser.follow(authorizeUrl('client', '/client/GetCode'));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('回调地址（redirect_uri）未在该客户端登记');
  });

  it("refuses another tenant's callback", async () => {
    const browser = new TestBrowser(sandbox.origin);
    const { response } = await browser.follow(authorizeUrl('client', '/recycle/GetCode/'));
    expect(response.status).toBe(400);
  });

  it('signs a signed-in user into a second tenant without asking again', async () => {
    const { browser } = await signIn(sandbox.origin, 'buyer');
    const { url } = await browser.follow(
      authorizeUrl('4101client', '/4101client/GetCode/'),
      {},
      (target) => target.pathname === '/4101client/GetCode/',
    );
    expect(url.searchParams.get('code')).toBeTruthy();
  });

  it('answers CORS only for the allow-listed origins', async () => {
    // The client is known only on the actual request, so that is where the allow-list applies.
    const tokenRequest = (origin: string) =>
      fetch(`${sandbox.origin}/adfs/oauth2/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: findSite('client')!.SsoCleintId,
          refresh_token: 'unknown',
        }),
      });
    const portal = sandbox.origin.replace('127.0.0.1', 'localhost');
    const allowed = await tokenRequest(portal);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(portal);
    expect(await allowed.json()).toMatchObject({ error: 'invalid_grant' });
    const foreign = await tokenRequest('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('registration', () => {
  it('from the portal: the next login form says 注册成功 and holds the new account, once', async () => {
    const browser = new TestBrowser(sandbox.origin);
    const register = new URL(`${sandbox.origin}/adfs/oauth2/register`);
    register.searchParams.set('redirect_uri', `${sandbox.origin}/client/login/`);
    const form = await (await browser.request(register.href)).text();
    const done = await browser.postForm(
      formAction(form),
      {
        account: 'portal_new',
        userName: '门户新用户',
        mobile: '13900000001',
        password: 'longenough',
        confirm: 'longenough',
      },
      (url) => url.pathname.startsWith('/client/'),
    );
    expect(done.url.href).toBe(`${sandbox.origin}/client/login/`);
    const loginForm = async () =>
      (await browser.follow(authorizeUrl('client', '/client/GetCode/'))).response.text();
    const login = await loginForm();
    expect(login).toContain('注册成功');
    expect(login).toContain('value="portal_new"');
    expect(await loginForm()).not.toContain('注册成功');
  });

  it('creates an account that can then sign in, and returns to the login form', async () => {
    const browser = new TestBrowser(sandbox.origin);
    const loginAction = await openLogin(browser, authorizeUrl('client', '/client/GetCode/'));
    const loginHtml = await (await browser.request(loginAction)).text();
    const registerHref = /href="([^"]*\/register[^"]*)"/.exec(loginHtml)![1]!.replace(/&amp;/g, '&');
    const form = await (await browser.request(registerHref)).text();
    expect(form).toContain('注册账号');
    const registration = {
      account: 'new_user',
      userName: '新用户',
      mobile: '13900000000',
      password: 'longenough',
      confirm: 'longenough',
    };
    const bad = await browser.postForm(formAction(form), { ...registration, confirm: 'different' });
    expect(await bad.response.text()).toContain('两次输入的密码不一致');
    const taken = await browser.postForm(formAction(form), { ...registration, account: 'buyer' });
    expect(await taken.response.text()).toContain('该账号已被注册');
    const done = await browser.postForm(formAction(form), registration);
    const returned = await done.response.text();
    expect(returned).toContain('value="new_user"');
    expect(returned).toContain('注册成功');
    const { tokens } = await signIn(sandbox.origin, 'new_user', { password: 'longenough' });
    expect(tokens.access_token).toBeTruthy();
  });
});

describe('redirecturl', () => {
  it('sends the browser to an external link', async () => {
    const response = await fetch(
      `${sandbox.origin}/adfs/oauth2/redirecturl?redirect_uri=${encodeURIComponent('https://www.hnsggzy.gov.cn/a?b=1')}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://www.hnsggzy.gov.cn/a?b=1');
  });

  it('sends a configured .example site, which never resolves, to its local stand-in', async () => {
    const target = 'https://www.hnsggzy.example/a?b=1';
    const response = await fetch(
      `${sandbox.origin}/adfs/oauth2/redirecturl?redirect_uri=${encodeURIComponent(target)}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!, sandbox.origin);
    expect(location.pathname).toBe('/__sandbox/external/');
    expect(location.searchParams.get('url')).toBe(target);
    const page = await fetch(location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('外部网站（沙箱替身）');
    expect(html).toContain('www.hnsggzy.example');
  });

  it('refuses a missing or non-http address in Chinese', async () => {
    const response = await fetch(
      `${sandbox.origin}/adfs/oauth2/redirecturl?redirect_uri=javascript:alert(1)`,
      {
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('跳转地址无效');
  });
});

describe('framing', () => {
  it('no page of the SSO may be framed by another page: its forms would be clickable there', async () => {
    const browser = new TestBrowser(sandbox.origin);
    const pages = [
      (await browser.follow(authorizeUrl('client', '/client/GetCode/'))).response,
      await fetch(
        `${sandbox.origin}/adfs/oauth2/register?redirect_uri=${encodeURIComponent(sandbox.origin)}`,
      ),
      await fetch(`${sandbox.origin}/adfs/oauth2/interaction/unknown`),
      await fetch(`${sandbox.origin}/adfs/oauth2/authorize?client_id=nobody`),
      await fetch(`${sandbox.origin}/adfs/oauth2/logout`),
      await fetch(`${sandbox.origin}/adfs/.well-known/openid-configuration`),
    ];
    for (const response of pages) {
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
