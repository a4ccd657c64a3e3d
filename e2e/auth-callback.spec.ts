import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import messages from '../messages/zh-CN.json';
import { providerSessionOnly } from './seeded-session';
import {
  accountAnswer,
  keySetRead,
  onTenant,
  signIn,
  signInProblem,
  storedSession,
  submitProviderLogin,
  userDetailPath,
} from './auth-helpers';

const errors = messages.auth.errors;
const chooser = messages.auth.chooser;

test.describe('the callback checks (SPEC §5)', () => {
  test('a bare link to the callback, no sign-in started: the message, code and state out of the address bar, the SSO session left alone', async ({
    page,
  }) => {
    // A visitor signed in at the SSO follows a crafted link: it must not sign them out there.
    await providerSessionOnly(page, 'buyer');
    const providerLogouts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/adfs/oauth2/logout') providerLogouts.push(request.url());
    });
    await page.clock.install();
    await page.goto('/client/GetCode/?code=abc&state=xyz');
    await expect(await signInProblem(page)).toHaveText('必传参数未传入：参数下标1');
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByTestId('sign-in-problem-detail')).toHaveCount(0);
    await expect(page.getByRole('link', { name: messages.auth.login.signIn })).toHaveAttribute(
      'href',
      '/client/login/',
    );
    // Nor later, as a failure after a started sign-in does by itself 4 s on (failure-sign-out.ts).
    await page.clock.runFor(10_000);
    expect(new URL(page.url()).pathname).toBe('/client/GetCode/');
    expect(providerLogouts).toEqual([]);
    expect((await storedSession(page))?.auth ?? null).toBeNull();
  });

  test('the code missing after a started sign-in is index 3', async ({ page }) => {
    await page.goto('/client/login/');
    await page.waitForURL(/\/adfs\/oauth2\/interaction\//);
    const [state] = Object.keys((await storedSession(page))?.oauth2_attempts ?? {});
    await page.goto(`/client/GetCode2/?state=${state}`);
    await expect(await signInProblem(page)).toHaveText('必传参数未传入：参数下标3');
    // This browser reached the SSO: 重新登录 passes through its end session.
    const again = await page.getByRole('link', { name: messages.auth.login.signIn }).getAttribute('href');
    const landing = new URL(again!).searchParams.get('post_logout_redirect_uri');
    expect(new URL(landing!).pathname).toBe('/client/login/');
  });

  test('a tampered state is refused with state is not matcch.', async ({ page }) => {
    await page.goto('/client/login/');
    await page.waitForURL(/\/adfs\/oauth2\/interaction\//);
    await page.evaluate(() => {
      const record = JSON.parse(window.localStorage.getItem('authInfo')!);
      const [attempt] = Object.values(record.oauth2_attempts as Record<string, unknown>);
      window.localStorage.setItem(
        'authInfo',
        JSON.stringify({ ...record, oauth2_attempts: { tampered: attempt } }),
      );
    });
    await submitProviderLogin(page, 'buyer');
    await expect(await signInProblem(page)).toHaveText(errors.stateMismatch);
    expect((await storedSession(page))?.auth).toBeNull();
  });

  test('access_denied goes home; any other provider error shows only our text and keeps the provider session', async ({
    page,
  }) => {
    await page.goto('/client/GetCode/?error=access_denied');
    await page.waitForURL('**/client/');
    await page.goto('/client/GetCode/?error=server_error&error_description=请拨打4001234567领取补贴');
    await expect(await signInProblem(page)).toHaveText(errors.providerError);
    await expect(page.getByText('4001234567')).toHaveCount(0);
    // SPEC §5/§8 ask no logout here: a crafted link must not end the visitor's provider session.
    await expect(page.getByTestId('sign-in-problem-detail')).toHaveCount(0);
    await expect(page.getByRole('link', { name: messages.auth.login.signIn })).toHaveAttribute(
      'href',
      '/client/login/',
    );
  });

  for (const [row, failing] of [
    ['the code exchange', '**/adfs/oauth2/token'],
    ['GetUserBasicInfo', '**/baseapi/api/UserApi/GetUserBasicInfo'],
  ] as const)
    test(`a failed ${row} during sign-in is a clean-up logout without a message (SPEC §8)`, async ({
      page,
    }) => {
      const calls = { failing: 0, providerLogout: 0 };
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/adfs/oauth2/logout') calls.providerLogout += 1;
      });
      await page.route(failing, (route) => {
        calls.failing += 1;
        return route.fulfill({ status: 500, json: { error: 'server_error' } });
      });
      await signIn(page, 'buyer');
      // SPEC §4's plain logout: one fresh sign-in through /login (referTime), then home.
      await page.waitForURL((url) => url.pathname === '/client/');
      await expect(page.getByTestId('main-menu')).toBeVisible();
      expect(calls.failing).toBe(2);
      expect(calls.providerLogout).toBe(0);
      expect((await storedSession(page))?.auth ?? null).toBeNull();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

  test('the shell pages send no referrer, so a code never travels on', async ({ page }) => {
    for (const route of ['GetCode/', 'GetCode2/', 'login/401/']) {
      await page.goto(`/client/${route}`);
      await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    }
  });

  test('the legacy #/GetCode shape reaches the callback', async ({ page }) => {
    await page.goto('/client/#/GetCode?code=abc&state=xyz');
    await expect(await signInProblem(page)).toHaveText('必传参数未传入：参数下标1');
    expect(new URL(page.url()).pathname).toBe('/client/GetCode/');
  });

  test('a forged id_token is refused and nothing is stored', async ({ page }) => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    void (await exportJWK(publicKey));
    await page.route('**/adfs/oauth2/token', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      const claims = JSON.parse(Buffer.from(String(body.id_token).split('.')[1]!, 'base64url').toString());
      body.id_token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
        .sign(privateKey);
      await route.fulfill({ response, json: body });
    });
    const keys = keySetRead(page);
    await signIn(page, 'buyer');
    // The refusal follows the key set's answer; before it comes the callback is still waiting.
    await keys;
    await expect(await signInProblem(page)).toHaveText(errors.idTokenRefused);
    expect((await storedSession(page))?.auth).toBeNull();
  });
});

test.describe('the identity chooser (SPEC §2)', () => {
  async function openChooser(page: Page) {
    // The chooser follows the account's answer: wait for it, not for the callback page's start.
    const account = accountAnswer(page);
    await signIn(page, 'multi');
    await account;
    const dialog = page.getByRole('dialog', { name: chooser.title });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('shows a card per identity with its icon, 30 % wide, and cannot be dismissed', async ({ page }) => {
    const dialog = await openChooser(page);
    const cards = dialog.getByRole('radio');
    await expect(cards).toHaveText(['受让方', '转让方', '拍卖机构']);
    const icons = await cards
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(icons).toEqual([
      '/images/identity/buyer.svg',
      '/images/identity/seller.svg',
      '/images/identity/auction.svg',
    ]);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeCloseTo(1400 * 0.3, 0);
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 10);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /close|关闭/i })).toHaveCount(0);
  });

  test('confirming with nothing chosen warns 请选择您的交易身份', async ({ page }) => {
    const dialog = await openChooser(page);
    await dialog.getByRole('button', { name: chooser.confirm }).click();
    await expect(page.locator('[data-sonner-toast]')).toHaveText(chooser.required);
    await expect(dialog).toBeVisible();
  });

  test('a single click selects and names the identity; 确 定 confirms it', async ({ page }) => {
    const dialog = await openChooser(page);
    await dialog.getByRole('radio', { name: '转让方' }).click();
    await expect(dialog.getByRole('radio', { name: '转让方' })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByTestId('identity-switch-line')).toHaveText('尊敬的用户, 您将切换为转让方身份');
    await dialog.getByRole('button', { name: chooser.confirm }).click();
    await page.waitForURL(`**${userDetailPath('client')}`);
    expect((await storedSession(page))?.identity?.IdentityName).toBe('转让方');
  });

  test('a double click confirms at once', async ({ page }) => {
    const dialog = await openChooser(page);
    await dialog.getByRole('radio', { name: '拍卖机构' }).dblclick();
    await page.waitForURL(`**${userDetailPath('client')}`);
    expect((await storedSession(page))?.identity?.IdentityName).toBe('拍卖机构');
  });

  test('keyboard users can choose and confirm', async ({ page }) => {
    const dialog = await openChooser(page);
    await dialog.getByRole('radio', { name: '受让方' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: '转让方' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${userDetailPath('client')}`);
    expect((await storedSession(page))?.identity?.IdentityName).toBe('转让方');
  });

  test('a stored identitytype picks the identity without the dialog and is then removed', async ({
    page,
  }) => {
    await onTenant(page, () => window.sessionStorage.setItem('identitytype', 'Saler'));
    const authorize = page.waitForRequest((request) => request.url().includes('/adfs/oauth2/authorize'));
    await signIn(page, 'multi');
    expect(new URL((await authorize).url()).searchParams.get('identitytype')).toBe('Saler');
    await page.waitForURL(`**${userDetailPath('client')}`);
    expect((await storedSession(page))?.identity?.IdentityName).toBe('转让方');
    expect(await page.evaluate(() => window.sessionStorage.getItem('identitytype'))).toBeNull();
  });

  test('the buyer flag picks the buyer identity', async ({ page }) => {
    await onTenant(page, () => window.sessionStorage.setItem('buyer', '1'));
    await signIn(page, 'multi');
    await page.waitForURL(`**${userDetailPath('client')}`);
    expect((await storedSession(page))?.identity?.IdentityName).toBe('受让方');
  });

  test('/ChangeOrg/ asks again and stores the new choice', async ({ page }) => {
    const dialog = await openChooser(page);
    await dialog.getByRole('radio', { name: '受让方' }).dblclick();
    await page.waitForURL(`**${userDetailPath('client')}`);
    await page.goto('/client/ChangeOrg/');
    await page
      .getByRole('dialog', { name: chooser.title })
      .getByRole('radio', { name: '拍卖机构' })
      .dblclick();
    await page.waitForURL(`**${userDetailPath('client')}`);
    expect((await storedSession(page))?.identity?.IdentityName).toBe('拍卖机构');
  });
});
