import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './sandbox-faults';
import messages from '../messages/zh-CN.json';
import { countTokenCalls, signIn, storedSession, userDetailPath } from './auth-helpers';

const apiErrors = messages.api.errors;
/** A call the probes make through the page's own API client. */
const probePath = '/api/UserApi/GetUserInfo';
const probeFault = `/baseapi${probePath}`;

async function signedInPortal(page: Page, account = 'buyer') {
  await signIn(page, account);
  await page.waitForURL(`**${userDetailPath('client')}`);
  await page.goto('/client/');
  await page.waitForFunction(() => Boolean(window.portalSandbox));
}

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
    // Stop at /login: past it the provider, still signed in, would issue a new code at once.
    await page.route('**/client/login/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>login</title>' }),
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
    await other.goto('/client/');
    await other.waitForFunction(() => Boolean(window.portalSandbox));
    // The new tab runs its silent refresh at start (token call, then the id_token check); wait
    // until it has stored the rotated token before counting.
    await expect.poll(async () => (await storedSession(other))?.auth?.refreshToken).not.toBe(before);
    await other.waitForLoadState('networkidle');
    const first = countTokenCalls(page);
    const second = countTokenCalls(other);
    await faults.add({ path: probeFault, status: 401, times: 2 });
    const results = await Promise.all([call(page), call(other)]);
    expect(results).toEqual(['ok', 'ok']);
    expect(first.count + second.count).toBe(1);
  });
});

test.describe('session lifetime', () => {
  test('a new tab refreshes silently at start and stays signed in', async ({ page, context }) => {
    await signedInPortal(page);
    const before = (await storedSession(page))?.auth?.refreshToken;
    const tab = await context.newPage();
    const tokenCalls = countTokenCalls(tab);
    await tab.goto('/client/');
    await expect.poll(async () => (await storedSession(tab))?.auth?.refreshToken).not.toBe(before);
    expect(tokenCalls.count).toBe(1);
    await expect(tab.getByTestId('user-name')).toHaveText('张竞买');
    await expect(tab.getByTestId('identity-name')).toHaveText('受让方');
  });

  /** A new tab whose silent refresh meets basic info without MemberId (SPEC §4). */
  async function tabWithIncompleteInfo(context: BrowserContext) {
    const tab = await context.newPage();
    await tab.route('**/baseapi/api/UserApi/GetUserBasicInfo', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { Data: Record<string, unknown> };
      delete body.Data.MemberId;
      await route.fulfill({ response, json: body });
    });
    // Stop at /login so the state the logout left behind can be read before signing in again.
    await tab.route('**/client/login/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>login</title>' }),
    );
    return tab;
  }

  test('incomplete info at the silent refresh: 登录失败., then a fresh start through /login marked by referTime', async ({
    page,
    context,
  }) => {
    await signedInPortal(page);
    const tab = await tabWithIncompleteInfo(context);
    await tab.goto('/client/');
    await expect(tab.locator('[data-sonner-toast]').first()).toHaveText(messages.auth.errors.incompleteInfo);
    await tab.waitForURL('**/client/login/');
    expect(await tab.evaluate(() => window.sessionStorage.getItem('referTime'))).toBe('yes');
    expect(await storedSession(tab)).toBeNull();
  });

  test('with referTime already marked, the logout clears all storage and goes home instead', async ({
    page,
    context,
  }) => {
    await signedInPortal(page);
    const tab = await tabWithIncompleteInfo(context);
    // Marked once before the first page runs (window.name outlives the storage the logout clears).
    await tab.addInitScript(() => {
      if (window.name !== 'referTime-marked') {
        window.name = 'referTime-marked';
        window.sessionStorage.setItem('referTime', 'yes');
      }
    });
    await tab.goto('/client/notfound/');
    await expect(tab.locator('[data-sonner-toast]').first()).toHaveText(messages.auth.errors.incompleteInfo);
    await tab.waitForURL((url) => url.pathname === '/client/');
    expect(await tab.evaluate(() => window.sessionStorage.getItem('referTime'))).toBeNull();
    expect(await tab.evaluate(() => window.localStorage.length)).toBe(0);
  });

  test('退出登录 ends the provider session, and the next sign-in asks for the password again', async ({
    page,
  }) => {
    await signedInPortal(page);
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL('**/client/');
    await expect(page.getByRole('link', { name: '市场主体登录' })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    await page.getByRole('link', { name: '市场主体登录' }).click();
    await expect(page.getByLabel('密码')).toBeVisible();
  });

  test('signing out in one tab signs the other tab out', async ({ page, context }) => {
    await signedInPortal(page);
    const other = await context.newPage();
    await other.goto('/client/notfound/');
    await expect(other.getByTestId('user-name')).toHaveText('张竞买');
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await other.waitForURL('**/client/');
    await expect(other.getByRole('link', { name: '市场主体登录' })).toBeVisible();
  });

  test('the idle timeout counts down in 系统提示： and logs out at zero', async ({ page }) => {
    await signIn(page, 'buyer');
    await page.waitForURL(`**${userDetailPath('client')}`);
    await page.clock.install();
    await page.goto('/client/');
    await expect(page.getByTestId('user-name')).toBeVisible();
    // The idle timer starts once its lazily loaded code has arrived.
    await page.waitForLoadState('networkidle');
    const dialog = page.getByRole('dialog', { name: messages.auth.idle.title });

    // A mouse-down restarts the idle time (client: 1800 s idle, 60 s countdown).
    await page.clock.fastForward('29:00');
    await page.mouse.down();
    await page.mouse.up();
    await page.clock.fastForward('29:00');
    await expect(dialog).toHaveCount(0);

    await page.clock.fastForward('01:01');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('idle-seconds')).toHaveText('剩余 60 秒');
    await page.clock.fastForward(3000);
    await expect(dialog.getByTestId('idle-seconds')).toHaveText('剩余 57 秒');
    await dialog.getByRole('button', { name: messages.auth.idle.confirm }).click();
    await expect(dialog).toHaveCount(0);

    await page.clock.fastForward('30:01');
    await expect(dialog).toBeVisible();
    for (let second = 0; second < 61; second += 1) await page.clock.fastForward(1000);
    await page.waitForURL('**/client/');
    await expect(page.getByRole('link', { name: '市场主体登录' })).toBeVisible();
  });

  test('/transit/ asks for the bidding address and goes there', async ({ page }) => {
    await signedInPortal(page);
    await page.goto('/client/transit/?BidUrlType=Bidding');
    await page.waitForURL(/\/bid\//);
    // The bidding app routes by hash: /bid/#/bid?BidUrlType=...&token=...
    expect(new URL(page.url()).hash).toMatch(/BidUrlType=Bidding&token=\S+/);
  });
});

test('a tab of another tenant on the same origin refreshes the shared sign-in with its own client', async ({
  page,
  context,
}) => {
  await signIn(page, 'buyer', '4101client');
  await page.waitForURL(`**${userDetailPath('4101client')}`);
  const before = (await storedSession(page))?.auth?.refreshToken;
  const province = await context.newPage();
  await province.goto('/client/');
  // The province tab's silent refresh rotates the city's grant; with the wrong client it would fail
  // and sign both tabs out.
  await expect.poll(async () => (await storedSession(province))?.auth?.refreshToken).not.toBe(before);
  await expect(province.getByTestId('user-name')).toHaveText('张竞买');
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText('张竞买');
  expect((await storedSession(page))?.auth?.isLoggedIn).toBe(true);
});

test.describe('cross-site jump to the province-wide platform (SPEC §4)', () => {
  async function signedInCity(page: Page, account: string) {
    await signIn(page, account, '4101client');
    await page.waitForURL(`**${userDetailPath('4101client')}`);
    await page.goto('/4101client/');
    await expect(page.getByTestId('user-name')).toBeVisible();
  }

  test('a buyer passes buyer=1 and stays signed in here', async ({ page }) => {
    await signedInCity(page, 'buyer');
    const popup = page.waitForEvent('popup');
    await page.locator('[data-menu-index="5"] > a').click();
    const opened = await popup;
    expect(new URL(opened.url()).searchParams.get('buyer')).toBe('1');
    await page.waitForTimeout(100);
    expect((await storedSession(page))?.auth?.isLoggedIn).toBe(true);
  });

  test('anyone else hands over the id_token and is signed out here 10 ms later', async ({ page }) => {
    await signedInCity(page, 'seller');
    const idToken = (await storedSession(page))?.auth?.id_token;
    const popup = page.waitForEvent('popup');
    await page.locator('[data-menu-index="5"] > a').click();
    const opened = await popup;
    expect(new URL(opened.url()).searchParams.get('id_token')).toBe(idToken);
    await expect(page.getByRole('link', { name: '市场主体登录' })).toBeVisible();
  });
});
