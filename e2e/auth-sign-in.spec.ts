import { expect, test } from './csp-guard';
import messages from '../messages/zh-CN.json';
import {
  accountAnswer,
  activeMenuItem,
  demoPassword,
  hydrated,
  onTenant,
  signIn,
  storedSession,
  submitProviderLogin,
  userDetailPath,
} from './auth-helpers';

const errors = messages.auth.errors;

test.describe('sign-in for each demo account (SPEC §4)', () => {
  test('buyer: one identity is used automatically and the user centre opens', async ({ page }) => {
    await signIn(page, 'buyer');
    await page.waitForURL(`**${userDetailPath('client')}`);
    const session = await storedSession(page);
    expect(session?.auth?.isLoggedIn).toBe(true);
    expect(session?.user?.UserName).toBe('张竞买');
    expect(session?.identity?.IdentityName).toBe('受让方');
    expect(session?.oauth2_attempts).toEqual({});
    expect(page.url()).not.toMatch(/[?&](code|state)=/);
  });

  test('seller: the seller identity and IsSaler are stored', async ({ page }) => {
    await signIn(page, 'seller');
    await page.waitForURL(`**${userDetailPath('client')}`);
    const session = await storedSession(page);
    expect(session?.identity?.IdentityName).toBe('转让方');
    expect(session?.user?.IsSaler).toBe(true);
  });

  test("noidentity: signs in without an identity and the header shows '--'", async ({ page }) => {
    await signIn(page, 'noidentity');
    await page.waitForURL(`**${userDetailPath('client')}`);
    expect((await storedSession(page))?.identity).toBeNull();
    await page.goto('/client/');
    await hydrated(page);
    await expect(page.getByTestId('user-name')).toHaveText('赵无身份');
    await expect(page.getByTestId('identity-name')).toHaveText('--');
  });

  test('nomember: incomplete basic info fails with 登录失败. and leaves no sign-in behind', async ({
    page,
  }) => {
    const account = accountAnswer(page);
    await signIn(page, 'nomember');
    await account;
    await expect(page.getByTestId('sign-in-problem')).toHaveText(errors.incompleteInfo);
    expect((await storedSession(page))?.auth).toBeNull();
    await page.getByRole('link', { name: messages.auth.login.home }).click();
    await page.waitForURL('**/client/');
    await expect(page.getByRole('link', { name: '市场主体登录' })).toBeVisible();
  });

  test('member with the buyer flag goes to /buyerweb/ and the flag is cleared', async ({ page }) => {
    await onTenant(page, () => window.sessionStorage.setItem('buyer', '1'));
    await signIn(page, 'member');
    await page.waitForURL('**/client/buyerweb/', { waitUntil: 'commit' });
    // The buyer portal's root goes on to the home, where the jump's menu 2 is lit.
    await page.waitForURL((url) => url.pathname === '/client/');
    await hydrated(page);
    await expect(activeMenuItem(page)).toHaveAttribute('data-menu-index', '2');
    expect(await page.evaluate(() => window.sessionStorage.getItem('buyer'))).toBeNull();
    expect(await page.evaluate(() => window.sessionStorage.getItem('acitveMenu'))).toBe('2');
  });

  test('portal (DataFrom 20): the user menu offers 个人中心, 账号设置 and 退出登录', async ({ page }) => {
    await signIn(page, 'portal');
    await page.waitForURL(`**${userDetailPath('client')}`);
    await page.goto('/client/');
    await page.getByTestId('user-menu').hover();
    await expect(page.getByRole('menuitem')).toHaveText(['个人中心', '交易客户端', '账号设置', '退出登录']);
  });

  test('disabled: the provider refuses and the portal never signs in', async ({ page }) => {
    await page.goto('/client/login/');
    await page.waitForURL(/\/adfs\/oauth2\/interaction\//);
    await page.getByLabel('账号').fill('disabled');
    await page.getByLabel('密码').fill('Demo@1234');
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page.getByText('用户禁用')).toBeVisible();
  });
});

test.describe('the login route (SPEC §2)', () => {
  test('sends the provider every authorize parameter of SPEC §7', async ({ page }) => {
    const authorize = page.waitForRequest((request) => request.url().includes('/adfs/oauth2/authorize'));
    await page.goto('/4101client/login/');
    const url = new URL((await authorize).url());
    await page.waitForURL(/\/adfs\/oauth2\/interaction\//);
    const params = url.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid offline_access');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('redirect_uri')).toBe(`${new URL(page.url()).origin}/4101client/GetCode/`);
    expect(params.get('resource')).toBe(`${new URL(page.url()).origin}/baseapi`);
    expect(params.get('ext')).toBeTruthy();
    expect(params.get('client_id')).toMatch(/^[0-9a-f-]{36}$/);
    const attempt = (await storedSession(page))?.oauth2_attempts[params.get('state')!];
    expect(attempt?.verifier).toMatch(/^[0-9a-f]{100}$/);
    expect(params.get('nonce')).toBe(attempt?.nonce);
  });

  test('a signed-in visitor is not sent to the provider again', async ({ page }) => {
    await signIn(page, 'buyer');
    await page.waitForURL(`**${userDetailPath('client')}`);
    await page.goto('/client/login/');
    await page.waitForURL('**/client/');
  });

  test('/login/reload/ restarts at /login/ with a random timestamp', async ({ page }) => {
    const seen: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.push(frame.url()));
    await page.goto('/client/login/reload/');
    await page.waitForURL(/\/adfs\/oauth2\/interaction\//);
    expect(seen.some((url) => /\/client\/login\/\?t=\d+$/.test(url))).toBe(true);
  });

  test('/login/{tokenState}/ with any other state signs in through /GetCode2/ and hands the state to the provider as token', async ({
    page,
  }) => {
    const authorize = page.waitForRequest((request) => request.url().includes('/adfs/oauth2/authorize?'));
    const callback = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/client/GetCode2/',
    );
    await page.goto('/client/login/Tk-42.a/');
    const params = new URL((await authorize).url()).searchParams;
    expect(params.get('token')).toBe('Tk-42.a');
    expect(params.get('redirect_uri')).toBe(`${new URL(page.url()).origin}/client/GetCode2/`);
    await submitProviderLogin(page, 'buyer');
    expect(new URL((await callback).url()).searchParams.get('code')).toBeTruthy();
    await page.waitForURL(`**${userDetailPath('client')}`);
  });

  test('/login/401/ does not redirect and offers to sign in again', async ({ page }) => {
    await page.goto('/client/login/401/?reason=expired');
    await expect(page.getByTestId('sign-in-problem')).toHaveText(messages.auth.login.expired);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/client/login/401/');
    await page.getByRole('button', { name: messages.auth.login.signIn }).click();
    await submitProviderLogin(page, 'buyer');
    await page.waitForURL(`**${userDetailPath('client')}`);
  });

  test('/login/401/ says a new sign-in is needed before its script runs', async ({ page }) => {
    // A slow phone shows the page's HTML first: it must offer the way on, not a screen that waits.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/client/login/401/?reason=expired');
    await expect(page.getByTestId('sign-in-problem')).toHaveText(messages.auth.login.statusTitle);
    await expect(page.getByRole('link', { name: messages.auth.login.home })).toHaveAttribute(
      'href',
      '/client/',
    );
  });

  test('a redirect on this origin is followed after sign-in', async ({ page }) => {
    await page.goto('/client/login/?redirect=%2Fclient%2Fnotfound%2F%3Fx%3D1');
    await submitProviderLogin(page, 'buyer');
    await page.waitForURL('**/client/notfound/?x=1');
  });

  test('an open-redirect attempt ends in the user centre, never on the foreign host', async ({ page }) => {
    const foreign: string[] = [];
    page.on(
      'request',
      (request) => new URL(request.url()).hostname === 'evil.example' && foreign.push(request.url()),
    );
    await page.goto('/client/login/?redirect=https%3A%2F%2Fevil.example%2F');
    await submitProviderLogin(page, 'buyer');
    await page.waitForURL(`**${userDetailPath('client')}`);
    await page.goto('/client/login/?redirect=%2F%2Fevil.example%2F');
    await page.waitForURL('**/client/');
    expect(foreign).toEqual([]);
  });

  test('/Register/ goes to the provider registration page and back to this tenant', async ({ page }) => {
    await page.goto('/lease/Register/');
    await page.waitForURL(/\/adfs\/oauth2\/register/);
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toMatch(/\/lease\/login\/$/);
    await expect(page.getByRole('heading', { name: '注册账号' })).toBeVisible();
  });

  test('after 注册 the login form says 注册成功 with the new account, and the user is pointed to 新增业务身份', async ({
    page,
  }) => {
    const account = `new_${Date.now().toString(36)}`;
    await page.goto('/client/Register/');
    await page.getByLabel(/^账号/).fill(account);
    await page.getByLabel('姓名').fill('新注册用户');
    await page.getByLabel('手机号').fill('13900000002');
    await page.getByLabel(/^密码/).fill(demoPassword);
    await page.getByLabel('确认密码').fill(demoPassword);
    await page.getByRole('button', { name: '注 册' }).click();
    await page.waitForURL(/\/adfs\/oauth2\/interaction\//);
    await expect(page.getByRole('status')).toHaveText('注册成功，请登录');
    await expect(page.getByLabel('账号')).toHaveValue(account);
    await page.getByLabel('密码').fill(demoPassword);
    await page.getByRole('button', { name: '登 录' }).click();
    await page.waitForURL(`**${userDetailPath('client')}`);
    const notice = page.getByTestId('no-identity-notice');
    await expect(notice).toContainText('请先新增业务身份');
    await notice.getByRole('link', { name: '新增业务身份' }).click();
    await expect(page.getByTestId('add-business-identity')).toBeVisible();
  });
});
