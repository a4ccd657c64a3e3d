import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './csp-guard';
import messages from '../messages/zh-CN.json';
import {
  expectPasswordForm,
  signIn,
  signOutFromMenu,
  storedSession,
  submitProviderLogin,
  userDetailPath,
} from './auth-helpers';
import { idleUntilDialog } from './idle-clock';

// Each test runs whole sign-in and sign-out round trips through the provider, some twice, and
// each check may wait for one of them to finish.
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Waits until the page shows a path of this origin. Polls the address rather than following one
 * navigation, which the provider's self-submitting end-session form can abort midway.
 */
async function landsOn(page: Page, pathname: string) {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}

/** Records every navigation of the page's main frame, to prove where it went and where not. */
function navigations(page: Page) {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.push(frame.url()));
  return seen;
}

test.describe('sign-out that holds (issue 11, defect 2 and 3)', () => {
  test('退出登录 on a user-centre page ends the provider session instead of signing straight back in', async ({
    page,
  }) => {
    await signIn(page, 'buyer');
    await page.waitForURL(`**${userDetailPath('client')}`);
    await expect(page.getByTestId('user-name')).toHaveText('张竞买');
    const seen = navigations(page);
    await signOutFromMenu(page);
    await landsOn(page, '/client/');
    expect(seen.some((url) => new URL(url).pathname === '/adfs/oauth2/logout')).toBe(true);
    expect(seen.some((url) => new URL(url).pathname === '/client/login/')).toBe(false);
    expect(await storedSession(page)).toBeNull();
    await expectPasswordForm(page);
  });

  test('退出登录 on another tenant than the sign-in one ends the provider session', async ({ page }) => {
    await signIn(page, 'buyer');
    await page.waitForURL(`**${userDetailPath('client')}`);
    await page.goto('/brand/');
    await expect(page.getByTestId('user-name')).toHaveText('张竞买');
    await signOutFromMenu(page);
    // The provider returns to the tenant whose client owns the id_token.
    await landsOn(page, '/client/');
    await expect(page.getByRole('link', { name: '市场主体登录' })).toBeVisible();
    await page.goto('/brand/');
    await expectPasswordForm(page);
  });

  test('the idle timeout on a user-centre page ends the provider session too', async ({ page }) => {
    await signIn(page, 'buyer');
    await page.waitForURL(`**${userDetailPath('client')}`);
    await page.clock.install();
    await page.goto(userDetailPath('client'));
    await expect(page.getByTestId('user-name')).toBeVisible();
    await idleUntilDialog(page);
    // The countdown's minute passes.
    await page.clock.fastForward('01:01');
    await landsOn(page, '/client/');
    await expectPasswordForm(page);
  });
});

test.describe('sign-in attempts that do not collide', () => {
  test('two tabs of two tenants signing in at once both succeed', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/client/login/');
    await first.waitForURL(/\/adfs\/oauth2\/interaction\//);
    await second.goto('/brand/login/');
    await second.waitForURL(/\/adfs\/oauth2\/interaction\//);
    await submitProviderLogin(first, 'buyer');
    await first.waitForURL(`**${userDetailPath('client')}`);
    await submitProviderLogin(second, 'buyer');
    await second.waitForURL(`**${userDetailPath('brand')}`);
    await expect(second.getByTestId('user-name')).toHaveText('张竞买');
  });

  test('after 登录失败. 重新登录 asks for a password, so another account can sign in', async ({ page }) => {
    await signIn(page, 'nomember');
    await expect(page.getByTestId('sign-in-problem')).toHaveText(messages.auth.errors.incompleteInfo);
    await page.getByRole('link', { name: messages.auth.login.signIn }).click();
    await submitProviderLogin(page, 'buyer');
    await page.waitForURL(`**${userDetailPath('client')}`);
    await expect(page.getByTestId('user-name')).toHaveText('张竞买');
  });

  test('after 登录失败. the provider session ends by itself when the visitor does nothing', async ({
    page,
  }) => {
    await signIn(page, 'nomember');
    await expect(page.getByTestId('sign-in-problem')).toHaveText(messages.auth.errors.incompleteInfo);
    await expect(page.getByTestId('sign-in-problem-detail')).toHaveText(messages.auth.login.endingSso);
    await landsOn(page, '/client/');
    await expectPasswordForm(page);
  });

  test('a provider whose discovery cannot be read is named in Chinese, and nothing is stored', async ({
    page,
  }) => {
    await page.route('**/adfs/.well-known/openid-configuration', (route) => route.abort('failed'));
    await signIn(page, 'buyer');
    const problem = page.getByTestId('sign-in-problem');
    await expect(problem).toContainText('无法读取统一身份认证服务的配置');
    await expect(problem).toContainText('/adfs/.well-known/openid-configuration');
    expect((await storedSession(page))?.auth).toBeNull();
  });
});

test.describe('redirect guard (issue 11, defect 4)', () => {
  const hostile = [
    ['TAB inside', '%2F%09%2Fevil.example'],
    ['line feed inside', '%2F%0A%2Fevil.example'],
    ['carriage return inside', '%2F%0D%2Fevil.example'],
    ['leading TAB', '%09%2F%2Fevil.example'],
    ['protocol-relative', '%2F%2Fevil.example'],
    ['two backslashes', '%5C%5Cevil.example'],
    ['javascript:', 'javascript%3Aalert(document.domain)'],
  ];

  test('a signed-in visitor is never sent off the origin by a hostile redirect', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname !== '127.0.0.1') foreign.push(request.url());
    });
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await signIn(page, 'buyer');
    await page.waitForURL(`**${userDetailPath('client')}`);
    for (const [, redirect] of hostile) {
      await page.goto(`/client/login/?redirect=${redirect}`);
      await landsOn(page, '/client/');
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
    }
    expect(foreign).toEqual([]);
    expect(dialogs).toBe(0);
  });

  test('a refused redirect also forgets the one stored before it', async ({ page }) => {
    await page.goto('/client/login/?redirect=%2Fclient%2Fnotfound%2F');
    await page.waitForURL(/\/adfs\/oauth2\/interaction\//);
    await page.goto('/client/login/?redirect=%2F%09%2Fevil.example');
    await submitProviderLogin(page, 'buyer');
    await page.waitForURL(`**${userDetailPath('client')}`);
  });
});
