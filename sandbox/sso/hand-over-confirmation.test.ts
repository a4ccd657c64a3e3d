import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { findSite } from '@/sites';
import { tokenResponseSchema } from '@/lib/contract/spec-calls';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { TestBrowser, formAction, hiddenInputs, pkcePair } from '../testing/browser';
import { authorizeUrl, exchangeCode, signIn } from '../testing/sign-in';
import { demoPassword } from '../db/seed/demo-accounts';

/**
 * Login CSRF through the hand-over: a link to the provider carrying someone's id_token must not
 * sign the browser that follows it into that account. The provider asks on its own page, protected
 * by its own CSRF value, and only where a sign-in is due (the login prompt).
 */
describe("the provider's own confirmation of a hand-over", () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(async () => {
    await sandbox.dispose();
  });

  const callback = () => `${sandbox.origin}/client/GetCode/`;
  const atCallback = (url: URL) => url.href.startsWith(callback());

  /**
   * An authorize request of the province client in `browser`, stopping at the callback, and
   * submitting the provider's self-submitting forms as a browser's script does (the end of a
   * session replaced by another account's sign-in goes through one).
   */
  async function authorize(browser: TestBrowser, params: Record<string, string> = {}) {
    const { verifier, challenge } = pkcePair();
    const start = authorizeUrl(sandbox.origin, 'client', challenge, {
      redirect_uri: callback(),
      state: 'confirmation',
      ext: 'Assets',
      ...params,
    });
    let { response, url } = await browser.follow(start.href, {}, atCallback);
    let html = atCallback(url) ? '' : await response.text();
    for (let forms = 0; forms < 5 && html.includes('document.forms[0].submit()'); forms += 1) {
      const action = new URL(formAction(html), url).href;
      ({ response, url } = await browser.postForm(action, hiddenInputs(html), atCallback));
      html = atCallback(url) ? '' : await response.text();
    }
    return { status: response.status, url, html, verifier };
  }

  /** Whom the provider's session in `browser` signs in now: the subject of a fresh sign-in's id_token. */
  async function sessionSubject(browser: TestBrowser) {
    const { url, verifier } = await authorize(browser);
    const code = url.searchParams.get('code');
    if (!code) return null;
    const response = await exchangeCode(sandbox.origin, {
      clientId: findSite('client')!.SsoCleintId,
      code,
      verifier,
      redirectUri: callback(),
    });
    return decodeJwt(tokenResponseSchema.parse(await response.json()).id_token).sub;
  }

  /**
   * An id_token another platform (the city tenant) would hand over, never one an earlier test had:
   * two sign-ins of one account within a second give the very same id_token, and every authorize
   * that carries it spends it.
   */
  const seen = new Set<string>();
  async function handedOver(account: string) {
    for (let tries = 0; tries < 20; tries += 1) {
      const result = await signIn(sandbox.origin, account, { vd: '4101client' });
      if (!seen.has(result.tokens.id_token)) {
        seen.add(result.tokens.id_token);
        return result;
      }
      await new Promise((resume) => setTimeout(resume, 250));
    }
    throw new Error(`no fresh id_token for ${account}`);
  }

  /** A victim's browser signed in at the provider as `account`, and that account's subject. */
  async function signedInBrowser(account: string) {
    const { browser, tokens } = await signIn(sandbox.origin, account);
    return { browser, subject: decodeJwt(tokens.id_token).sub };
  }

  it('asks on its own page before it signs a handed-over account in, and a GET finishes nothing', async () => {
    const { tokens } = await handedOver('seller');
    const browser = new TestBrowser(sandbox.origin);
    const { html, url } = await authorize(browser, { token: tokens.id_token });
    expect(url.pathname).toMatch(/^\/adfs\/oauth2\/interaction\//);
    // Named by what its owner could not choose (the login name and mobile, masked): anyone may
    // register under the display name 王转让.
    expect(html).toContain('继续以「账号 se***er，手机 138****0003」登录？');
    expect(html).not.toContain('王转让');
    // The link alone left no session behind: the next sign-in in this browser asks for the form.
    expect(await sessionSubject(browser)).toBeNull();
  });

  it('signs the account in once the person confirms on that page, with its CSRF value', async () => {
    const { tokens } = await handedOver('multi');
    const browser = new TestBrowser(sandbox.origin);
    const { html } = await authorize(browser, { token: tokens.id_token });
    const confirmed = await browser.postForm(
      new URL(formAction(html), sandbox.origin).href,
      hiddenInputs(html),
      atCallback,
    );
    expect(confirmed.url.pathname).toBe('/client/GetCode/');
    expect(confirmed.url.searchParams.get('code')).toBeTruthy();
    expect(await sessionSubject(browser)).toBe(decodeJwt(tokens.id_token).sub);
  });

  it('refuses a confirmation without its CSRF value or with another one, and signs nobody in', async () => {
    const { tokens } = await handedOver('portal');
    const browser = new TestBrowser(sandbox.origin);
    const { html } = await authorize(browser, { token: tokens.id_token });
    const action = new URL(formAction(html), sandbox.origin).href;
    const genuine = hiddenInputs(html);
    const forged = [
      Object.fromEntries(Object.entries(genuine).filter(([name]) => name !== 'csrf')),
      { ...genuine, csrf: 'A'.repeat(genuine.csrf?.length ?? 43) },
      { ...genuine, csrf: '' },
    ];
    for (const form of forged) {
      const refused = await browser.postForm(action, form, atCallback);
      expect(refused.response.status).toBe(403);
      expect(refused.url.searchParams.get('code')).toBeNull();
    }
    expect(await sessionSubject(browser)).toBeNull();
  });

  it("an attacker's link with prompt=consent leaves the victim's session the victim's", async () => {
    const { tokens } = await handedOver('inventory');
    const victim = await signedInBrowser('buyer');
    const attack = await authorize(victim.browser, { prompt: 'consent', token: tokens.id_token });
    expect(attack.url.searchParams.get('code')).toBeNull();
    expect(attack.html).not.toContain('继续以');
    expect(await sessionSubject(victim.browser)).toBe(victim.subject);
  });

  it("an attacker's link leaves a browser without a session without one", async () => {
    const { tokens } = await handedOver('member');
    for (const prompt of [{}, { prompt: 'consent' }] as Array<Record<string, string>>) {
      const browser = new TestBrowser(sandbox.origin);
      const attack = await authorize(browser, { ...prompt, token: tokens.id_token });
      expect(attack.url.searchParams.get('code')).toBeNull();
      expect(await sessionSubject(browser)).toBeNull();
    }
  });

  it('offers the form instead, whose password sign-in signs in the account typed', async () => {
    const { tokens } = await handedOver('seller');
    const browser = new TestBrowser(sandbox.origin);
    const page = await authorize(browser, { token: tokens.id_token });
    const other = /<a href="([^"]+)">使用其他账号登录<\/a>/.exec(page.html);
    expect(other).not.toBeNull();
    const form = await browser.follow(new URL(other![1]!.replace(/&amp;/g, '&'), page.url).href);
    const formHtml = await form.response.text();
    expect(formHtml).toContain('密码');
    const signedIn = await browser.postForm(
      new URL(formAction(formHtml), sandbox.origin).href,
      { account: 'buyer', password: demoPassword },
      atCallback,
    );
    expect(signedIn.url.searchParams.get('code')).toBeTruthy();
  });

  it('spends a hand-over on its first presentation: the link followed again, anywhere, shows the form', async () => {
    const { tokens } = await handedOver('seller');
    const first = await authorize(new TestBrowser(sandbox.origin), { token: tokens.id_token });
    expect(first.html).toContain('继续以');
    for (const browser of [new TestBrowser(sandbox.origin), (await signedInBrowser('multi')).browser]) {
      const again = await authorize(browser, { prompt: 'login', token: tokens.id_token });
      expect(again.html).not.toContain('继续以');
      expect(again.html).toContain('密码');
    }
  });

  it('spends a hand-over that a live session answered instead', async () => {
    const { tokens } = await handedOver('seller');
    const holder = await signedInBrowser('buyer');
    const answered = await authorize(holder.browser, { token: tokens.id_token });
    expect(answered.url.searchParams.get('code')).toBeTruthy();
    const later = await authorize(new TestBrowser(sandbox.origin), { token: tokens.id_token });
    expect(later.html).not.toContain('继续以');
    expect(later.html).toContain('密码');
  });

  it('at prompt=login over a live session, says whose session it holds as well', async () => {
    const { tokens } = await handedOver('seller');
    const holder = await signedInBrowser('buyer');
    const { html } = await authorize(holder.browser, { prompt: 'login', token: tokens.id_token });
    expect(html).toContain('继续以「账号 se***er，手机 138****0003」登录？');
    expect(html).toContain('本浏览器当前登录的是「账号 b***r，手机 138****0001」');
    expect(html).not.toContain('张竞买');
  });

  it('names no account with the invisible characters a login name may carry', async () => {
    // A bidi override in a stored login name would turn the rest of the line around.
    const { subject } = await signedInBrowser('member');
    sandbox.db.prepare('UPDATE users SET account = ? WHERE id = ?').run('mem\u202Eber', subject);
    const { tokens } = await handedOver('mem\u202Eber');
    const { html } = await authorize(new TestBrowser(sandbox.origin), { token: tokens.id_token });
    expect(html).toContain('继续以「账号 me***er，手机 138****0006」登录？');
    expect(html).not.toContain('\u202E');
  });
});
