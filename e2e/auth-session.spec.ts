import type { Page } from '@playwright/test';
import { expect, test } from './sandbox-faults';
import messages from '../messages/zh-CN.json';
import { accountAnswer, countTokenCalls, storedSession } from './auth-helpers';
import { signedInPortal } from './portal-sign-in';

const apiErrors = messages.api.errors;
/** A call the probes make through the page's own API client. */
const probePath = '/api/UserApi/GetUserInfo';
const probeFault = `/baseapi${probePath}`;

function call(page: Page, path = probePath, quiet = false) {
  return page.evaluate(([target, silent]) => window.portalSandbox!.call(target, { quiet: silent }), [
    path,
    quiet,
  ] as const);
}

test.describe('SPEC §8 rows, produced by sandbox faults', () => {
  test('ErrorCode 1 shows the server message; -10, -11, -12, -13 their own texts', async ({
    page,
    faults,
  }) => {
    await signedInPortal(page);
    const rows: [number, string][] = [
      [1, '该项目已下架'],
      [-10, apiErrors.wrongCredentials],
      [-11, apiErrors.userDisabled],
      [-12, apiErrors.captchaRequired],
      [-13, apiErrors.captchaRequired],
    ];
    for (const [errorCode, text] of rows) {
      await faults.add({ path: probeFault, errorCode, message: '该项目已下架' });
      await call(page);
      await expect(page.locator('[data-sonner-toast]', { hasText: text }).first()).toBeVisible();
    }
  });

  test('another ErrorCode shows the default text and is kept in session storage', async ({
    page,
    faults,
  }) => {
    await signedInPortal(page);
    await faults.add({ path: probeFault, errorCode: 7, message: '内部细节' });
    expect(await call(page)).toBe('defaultError');
    await expect(page.locator('[data-sonner-toast]', { hasText: apiErrors.defaultError })).toBeVisible();
    await expect(page.getByText('内部细节')).toHaveCount(0);
    const stored = await page.evaluate(() =>
      JSON.parse(window.sessionStorage.getItem('lastApiError') ?? '{}'),
    );
    expect(stored).toMatchObject({ ErrorCode: 7, Message: '内部细节' });
  });

  test('another HTTP status reads 服务器异常:{status}', async ({ page, faults }) => {
    await signedInPortal(page);
    await faults.add({ path: probeFault, status: 502 });
    expect(await call(page)).toBe('serverStatus');
    await expect(page.locator('[data-sonner-toast]', { hasText: '服务器异常:502' })).toBeVisible();
  });

  test('ErrorCode 401 and HTTP 401 refresh the token and the call succeeds', async ({ page, faults }) => {
    await signedInPortal(page);
    const tokenCalls = countTokenCalls(page);
    const before = (await storedSession(page))?.auth?.accessToken;
    await faults.add({ path: probeFault, errorCode: 401 });
    expect(await call(page)).toBe('ok');
    await faults.add({ path: probeFault, status: 401 });
    expect(await call(page)).toBe('ok');
    expect(tokenCalls.count).toBe(2);
    expect((await storedSession(page))?.auth?.accessToken).not.toBe(before);
  });
});

test.describe('refresh and retry', () => {
  test('twenty requests meeting a 401 at once cause exactly one refresh', async ({ page, faults }) => {
    await signedInPortal(page);
    const tokenCalls = countTokenCalls(page);
    await faults.add({ path: probeFault, status: 401, times: 20 });
    const results = await page.evaluate(
      (path) => Promise.all(Array.from({ length: 20 }, () => window.portalSandbox!.call(path))),
      probePath,
    );
    expect(results).toEqual(Array(20).fill('ok'));
    expect(tokenCalls.count).toBe(1);
  });

  test('after 5 refreshes that do not help the visitor is sent to sign in again', async ({
    page,
    faults,
  }) => {
    await signedInPortal(page);
    const tokenCalls = countTokenCalls(page);
    await faults.add({ path: probeFault, status: 401, times: 100 });
    void call(page).catch(() => null);
    await page.waitForURL('**/client/login/401/?reason=retries');
    expect(tokenCalls.count).toBe(5);
    await expect(page.getByTestId('sign-in-problem')).toHaveText(messages.auth.login.retries);
    expect((await storedSession(page))?.auth).toBeNull();
  });

  test('a failing refresh signs out with 登录已过期,请重新登录', async ({ page, faults }) => {
    await signedInPortal(page);
    await faults.add({ path: probeFault, status: 401 });
    await faults.add({ path: '/adfs/oauth2/token', status: 500 });
    void call(page).catch(() => null);
    await page.waitForURL('**/client/login/401/?reason=expired');
    await expect(page.getByTestId('sign-in-problem')).toHaveText(messages.auth.login.expired);
    expect((await storedSession(page))?.auth).toBeNull();
  });

  test('a refresh answered 400 invalid_grant goes to /login at once (SPEC §4/§8), not the expiry page', async ({
    page,
    faults,
  }) => {
    await signedInPortal(page);
    await page.evaluate(() => {
      const record = JSON.parse(window.localStorage.getItem('authInfo')!);
      record.auth.refreshToken = 'spent-or-revoked';
      window.localStorage.setItem('authInfo', JSON.stringify(record));
    });
    // Stop at /login (it brings the page along to come back to): past it the provider, still
    // signed in, would issue a new code at once.
    await page.route(
      (url) => url.pathname === '/client/login/',
      (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>login</title>' }),
    );
    const tokenCalls = countTokenCalls(page);
    await faults.add({ path: probeFault, status: 401 });
    void call(page).catch(() => null);
    await page.waitForURL((url) => url.pathname === '/client/login/');
    expect(tokenCalls.count).toBe(1);
    expect(await storedSession(page).then((session) => session?.auth ?? null)).toBeNull();
  });

  test('two tabs meeting a 401 together spend the rotating refresh token once', async ({
    page,
    context,
    faults,
  }) => {
    await signedInPortal(page);
    const before = (await storedSession(page))?.auth?.refreshToken;
    const other = await context.newPage();
    const otherAccount = accountAnswer(other);
    await other.goto('/client/');
    await other.waitForFunction(() => Boolean(window.portalSandbox));
    // The new tab runs its silent refresh at start (token call, the id_token check, the account);
    // wait until it has stored the rotated token before counting.
    await otherAccount;
    await expect.poll(async () => (await storedSession(other))?.auth?.refreshToken).not.toBe(before);
    await other.waitForLoadState('networkidle');
    const first = countTokenCalls(page);
    const second = countTokenCalls(other);
    await faults.add({ path: probeFault, status: 401, times: 2 });
    // "Together": both tabs hold their 401 before either refresh reaches the provider. Under load
    // one tab's whole call could otherwise end before the other's began, and its second 401 (met
    // with the new token) would rightly refresh again.
    let unauthorized = 0;
    let bothRefused = () => {};
    const refused = new Promise<void>((resolve) => (bothRefused = resolve));
    context.on('response', (response) => {
      if (new URL(response.url()).pathname === probeFault && response.status() === 401) {
        unauthorized += 1;
        if (unauthorized === 2) bothRefused();
      }
    });
    await context.route(
      (url) => url.pathname === '/adfs/oauth2/token',
      async (route) => {
        await refused;
        await route.continue();
      },
    );
    const results = await Promise.all([call(page), call(other)]);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    expect(results).toEqual(['ok', 'ok']);
    expect(first.count + second.count).toBe(1);
  });
});
