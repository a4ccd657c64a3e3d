import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import messages from '../messages/zh-CN.json';
import {
  accountAnswer,
  backAfterEndSession,
  countTokenCalls,
  storedSession,
  userDetailPath,
} from './auth-helpers';
import { apiAnswer } from './api-answer';
import { idleUntilDialog } from './idle-clock';
import { signedInPortal } from './portal-sign-in';
import { openWithSession } from './seeded-session';

/**
 * The buyer signed in on the province client's home under Playwright's clock, with the idle timer
 * known to be running: the jumps bring its dialog, and 确定 restarts the timer at a known moment.
 * Returns that dialog, closed.
 */
async function signedInOnAClock(page: Page) {
  await openWithSession(page, userDetailPath('client'), 'buyer');
  await page.clock.install();
  await page.goto('/client/');
  await expect(page.getByTestId('user-name')).toBeVisible();
  const dialog = await idleUntilDialog(page);
  await dialog.getByRole('button', { name: messages.auth.idle.confirm }).click();
  await expect(dialog).toHaveCount(0);
  return dialog;
}

test.describe('session lifetime', () => {
  test('a new tab refreshes silently at start and stays signed in', async ({ page, context }) => {
    await signedInPortal(page);
    const before = (await storedSession(page))?.auth?.refreshToken;
    const tab = await context.newPage();
    const tokenCalls = countTokenCalls(tab);
    // The new tokens are stored with the account read after them.
    const account = accountAnswer(tab);
    await tab.goto('/client/');
    await account;
    await expect.poll(async () => (await storedSession(tab))?.auth?.refreshToken).not.toBe(before);
    expect(tokenCalls.count).toBe(1);
    await expect(tab.getByTestId('user-name')).toHaveText('张竞买');
    await expect(tab.getByTestId('identity-name')).toHaveText('受让方');
  });

  /**
   * Lets go of the tab's route handlers: one still fetching the real answer when the test ends
   * would hold the context open past the test's time.
   */
  async function releaseRoutes(tab: Page) {
    await tab.unrouteAll({ behavior: 'ignoreErrors' });
  }

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
    // The refusal follows the account's answer to the silent refresh.
    const account = accountAnswer(tab);
    await tab.goto('/client/');
    await account;
    await expect(tab.locator('[data-sonner-toast]').first()).toHaveText(messages.auth.errors.incompleteInfo);
    await tab.waitForURL('**/client/login/');
    expect(await tab.evaluate(() => window.sessionStorage.getItem('referTime'))).toBe('yes');
    expect(await storedSession(tab)).toBeNull();
    await releaseRoutes(tab);
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
    // The refusal follows the account's answer to the silent refresh.
    const account = accountAnswer(tab);
    await tab.goto('/client/notfound/');
    await account;
    await expect(tab.locator('[data-sonner-toast]').first()).toHaveText(messages.auth.errors.incompleteInfo);
    await tab.waitForURL((url) => url.pathname === '/client/');
    expect(await tab.evaluate(() => window.sessionStorage.getItem('referTime'))).toBeNull();
    expect(await tab.evaluate(() => window.localStorage.length)).toBe(0);
    await releaseRoutes(tab);
  });

  test('退出登录 ends the provider session, and the next sign-in asks for the password again', async ({
    page,
  }) => {
    await signedInPortal(page);
    const back = backAfterEndSession(page, '/client/');
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await back;
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

  test('the idle timeout counts down in 系统提示：, and a mouse-down or 确定 starts the idle time again', async ({
    page,
  }) => {
    const dialog = await signedInOnAClock(page);

    // A mouse-down restarts the idle time (client: 1800 s idle, 60 s countdown).
    await page.clock.fastForward('29:00');
    await page.mouse.down();
    await page.mouse.up();
    await page.clock.fastForward('29:00');
    await expect(dialog).toHaveCount(0);

    await page.clock.fastForward('01:01');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('idle-seconds')).toHaveText('剩余 60 秒');
    // The province client configures its own tips text, not the default of the messages.
    const tips = dialog.getByTestId('idle-tips');
    await expect(tips).toContainText('为保障交易账号安全');
    await expect(tips).not.toHaveText(messages.auth.idle.tips);
    await page.clock.fastForward(3000);
    await expect(dialog.getByTestId('idle-seconds')).toHaveText('剩余 57 秒');
    await dialog.getByRole('button', { name: messages.auth.idle.confirm }).click();
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward('29:00');
    await expect(dialog).toHaveCount(0);
  });

  test("the countdown counts the clock's seconds on a slow phone, and logs out at zero", async ({ page }) => {
    const dialog = await signedInOnAClock(page);
    await page.clock.fastForward('30:01');
    await expect(dialog.getByTestId('idle-seconds')).toHaveText('剩余 60 秒');
    // A phone too busy to run the one-second timer for half a minute: the count shows the time left,
    // not the number of ticks that ran.
    await page.clock.fastForward('00:30');
    await expect(dialog.getByTestId('idle-seconds')).toHaveText('剩余 30 秒');
    const back = backAfterEndSession(page, '/client/');
    await page.clock.fastForward('00:31');
    await back;
    await expect(page.getByRole('link', { name: '市场主体登录' })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
  });

  test('typing and touching count as activity: a person typing is not warned in the middle of it', async ({
    page,
  }) => {
    const dialog = await signedInOnAClock(page);
    // Focus without a mouse-down: only the keys below tell the page someone is there.
    const box = page.getByRole('search').getByRole('textbox', { name: '站内搜索' });
    await box.focus();

    // client: 1800 s idle.
    await page.clock.fastForward('29:00');
    await page.keyboard.type('梧桐');
    await page.clock.fastForward('29:00');
    await expect(dialog).toHaveCount(0);
    await page.locator('body').dispatchEvent('touchstart');
    await page.clock.fastForward('29:00');
    await expect(dialog).toHaveCount(0);
    await expect(box).toHaveValue('梧桐');

    await page.clock.fastForward('01:01');
    await expect(dialog).toBeVisible();
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
  await openWithSession(page, userDetailPath('4101client'), 'buyer', { vd: '4101client' });
  const before = (await storedSession(page))?.auth?.refreshToken;
  const province = await context.newPage();
  // The new tokens are stored with the account read after them.
  const account = accountAnswer(province);
  await province.goto('/client/');
  await account;
  // The province tab's silent refresh rotates the city's grant; with the wrong client it would fail
  // and sign both tabs out.
  await expect.poll(async () => (await storedSession(province))?.auth?.refreshToken).not.toBe(before);
  await expect(province.getByTestId('user-name')).toHaveText('张竞买');
  // The user centre draws from its own answer, which follows its hydration.
  const detail = apiAnswer(page, '/api/UserCenterApi/GetUserDetail');
  await page.reload();
  await detail;
  await expect(page.getByTestId('user-name')).toHaveText('张竞买');
  expect((await storedSession(page))?.auth?.isLoggedIn).toBe(true);
});
