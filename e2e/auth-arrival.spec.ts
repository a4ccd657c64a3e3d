import type { Page, Request } from '@playwright/test';
import { expect, test } from './csp-guard';
import messages from '../messages/zh-CN.json';
import { signIn as signInAtProvider } from '../sandbox/testing/sign-in';
import {
  activeMenuItem,
  confirmAtProvider,
  expectPasswordForm,
  hydrated,
  keySetRead,
  signInProblem,
  storedSession,
  userDetailPath,
} from './auth-helpers';
import { signedInCity } from './portal-sign-in';
import { openWithSession, providerSessionOnly } from './seeded-session';

const arrivalText = messages.arrival;

/** A fresh id_token of a demo account, issued by the sandbox to another browser (the other platform). */
async function issuedIdToken(account: string, vd = '4101client') {
  const origin = test.info().project.use.baseURL!;
  return (await signInAtProvider(origin, account, { vd })).tokens;
}

/** Counts the authorize requests that carry a `token` (a hand-over). */
function handOversSent(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/adfs/oauth2/authorize' && url.searchParams.has('token'))
      sent.push(url.searchParams.get('token')!);
  });
  return sent;
}

const chooser = (page: Page) => page.getByTestId('identity-chooser');

/** These pages move on (to sign in, or to an app's home) before their load event may come. */
const leaving = { waitUntil: 'commit' } as const;

/** Opens the province client with `token` in its link, once the key set it is checked with has come. */
async function arriveWith(page: Page, token: string) {
  const keys = keySetRead(page);
  await page.goto(`/client/?id_token=${token}`, leaving);
  await keys;
  return page.getByTestId('arrival-dialog');
}

/** How both confirmations name the seller: login name and mobile, masked. */
const seller = { dialog: '账号「se***er」（手机 138****0003）', provider: '账号 se***er，手机 138****0003' };

/** At the SSO's page, the tab keeps the handed-over id_token no longer: it was sent, and is spent there. */
async function tokenLeftStorage(page: Page) {
  await page.waitForURL(/\/adfs\/oauth2\/interaction\//);
  expect(await page.evaluate(() => window.sessionStorage.getItem('id_token_client'))).toBeNull();
}

test.describe('arriving from another platform (SPEC §4)', () => {
  test('a buyer jumping from a city platform lands on the province client, menu 2 lit', async ({ page }) => {
    await signedInCity(page, 'member');
    const popup = page.waitForEvent('popup');
    await page.locator('[data-menu-index="5"] > a').click();
    const province = await popup;
    // The arrival takes buyer=1 out of the address bar and lights menu 2 on the page it is on.
    await province.waitForURL((url) => url.pathname === '/client/' && url.search === '');
    await hydrated(province);
    await expect(activeMenuItem(province)).toHaveAttribute('data-menu-index', '2');
    await expect(province.getByTestId('user-name')).toHaveText('孙会员');
    await expect(province.getByTestId('identity-name')).toHaveText('受让方');
    // The flag is spent: the next page lights its menu from its path again.
    await province.reload();
    await hydrated(province);
    await expect(activeMenuItem(province)).toHaveAttribute('data-menu-index', '1');
  });

  test('buyer=1 signs a visitor in through the shared SSO as the buyer, with no chooser', async ({
    page,
  }) => {
    await providerSessionOnly(page, 'multi');
    await page.goto('/client/?buyer=1', leaving);
    // Without MemberType the jump is the ordinary one (SPEC §4): the user centre.
    await page.waitForURL(`**${userDetailPath('client')}`);
    await expect(page.getByTestId('identity-name')).toHaveText('受让方');
    await expect(chooser(page)).toHaveCount(0);
  });

  test('buyer=1 brings a member back to the address they arrived at, menu 2 lit', async ({ page }) => {
    await providerSessionOnly(page, 'member');
    await page.goto('/client/buyerweb/anncPublic/?buyer=1', leaving);
    await page.waitForURL((url) => url.pathname === '/client/buyerweb/anncPublic/' && url.search === '');
    await hydrated(page);
    await expect(activeMenuItem(page)).toHaveAttribute('data-menu-index', '2');
    await expect(page.getByTestId('user-name')).toHaveText('孙会员');
    expect(await page.evaluate(() => window.sessionStorage.getItem('buyer'))).toBeNull();
  });

  // The city's side of the jump (id_token in the link, signed out there) is auth-lifetime's
  // "anyone else hands over the id_token"; this is the province's side, in a browser with no
  // provider session: only the handed-over id_token can sign the person in.
  test('a handed-over id_token signs the seller in here, and is never sent on as a referrer', async ({
    page,
    context,
  }) => {
    const { id_token } = await issuedIdToken('seller');
    const leaks: string[] = [];
    context.on('request', (request: Request) => {
      const referer = request.headers().referer ?? '';
      if (referer.includes(id_token)) leaks.push(`${request.url()} (referrer ${referer})`);
    });
    const sent = handOversSent(page);
    const dialog = await arriveWith(page, id_token);
    // Named by the login name and mobile, masked: anyone may register under the name 王转让.
    await expect(dialog).toContainText(seller.dialog);
    await expect(dialog).not.toContainText('王转让');
    await dialog.getByRole('button', { name: arrivalText.signIn }).click();
    await tokenLeftStorage(page);
    await confirmAtProvider(page, seller.provider);
    // Back on the page the link opened (the province's home), not on the user centre.
    await page.waitForURL((url) => url.pathname === '/client/');
    await hydrated(page);
    await expect(page.getByTestId('user-name')).toHaveText('王转让');
    await expect(page.getByTestId('identity-name')).toHaveText('转让方');
    expect(page.url()).not.toContain(id_token);
    expect(await page.evaluate(() => window.sessionStorage.getItem('id_token_client'))).toBeNull();
    expect(sent).toEqual([id_token]);
    expect(leaks).toEqual([]);
  });

  test('a forged id_token in a link is ignored with a message, and leaves the address bar and history', async ({
    page,
  }) => {
    const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    const sent = handOversSent(page);
    await page.goto('/client/notfound/');
    const dialog = await arriveWith(page, token);
    await expect(dialog).toContainText(arrivalText.refused);
    await dialog.getByRole('button', { name: arrivalText.ok }).click();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/client/');
    expect(page.url()).not.toContain(token);
    expect(sent).toEqual([]);
    expect(await page.evaluate(() => window.sessionStorage.getItem('id_token_client'))).toBeNull();
    await page.goBack();
    expect(page.url()).not.toContain(token);
  });

  test('an access token or an id_token of another provider is no hand-over', async ({ page }) => {
    const { access_token } = await issuedIdToken('seller');
    const sent = handOversSent(page);
    await expect(await arriveWith(page, access_token)).toContainText(arrivalText.refused);
    expect(sent).toEqual([]);
  });

  test('a genuine id_token asks the visitor first; 取消 signs nobody in', async ({ page }) => {
    const { id_token } = await issuedIdToken('seller');
    const sent = handOversSent(page);
    const dialog = await arriveWith(page, id_token);
    await expect(dialog).toContainText(seller.dialog);
    await expect(dialog).toContainText(arrivalText.title);
    await dialog.getByRole('button', { name: arrivalText.cancel }).click();
    await expect(dialog).toContainText(arrivalText.declined);
    await dialog.getByRole('button', { name: arrivalText.ok }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('link', { name: '市场主体登录' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/client/');
    expect(sent).toEqual([]);
    expect((await storedSession(page))?.auth ?? null).toBeNull();
  });

  test('取消 declines the link even where the SSO still holds a session: nobody is signed in, and the next sign-in asks for a password', async ({
    page,
  }) => {
    // The seller who just left the other platform is still signed in at the SSO.
    await providerSessionOnly(page, 'seller');
    const { id_token } = await issuedIdToken('seller');
    const authorizeRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/adfs/oauth2/authorize') authorizeRequests.push(request.url());
    });
    const keys = keySetRead(page);
    await page.goto(`/client/?id_token=${id_token}&identitytype=Saler`, leaving);
    await keys;
    const dialog = page.getByTestId('arrival-dialog');
    await expect(dialog).toContainText(seller.dialog);
    await dialog.getByRole('button', { name: arrivalText.cancel }).click();
    await expect(dialog).toContainText(arrivalText.declined);
    await dialog.getByRole('button', { name: arrivalText.ok }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('link', { name: '市场主体登录' })).toBeVisible();
    expect(authorizeRequests).toEqual([]);
    expect((await storedSession(page))?.auth ?? null).toBeNull();
    // 市场主体登录 now reaches the password form, not the SSO session of the person declined.
    await expectPasswordForm(page);
    expect(new URL(authorizeRequests.at(-1)!).searchParams.get('prompt')).toBe('login');
  });

  test('a live SSO session of someone else is not signed in in place of the person confirmed', async ({
    page,
  }) => {
    await providerSessionOnly(page, 'buyer');
    const { id_token } = await issuedIdToken('seller');
    const dialog = await arriveWith(page, id_token);
    await expect(dialog).toContainText(seller.dialog);
    await dialog.getByRole('button', { name: arrivalText.signIn }).click();
    await expect(await signInProblem(page)).toHaveText(messages.auth.errors.handOverMismatch);
    expect((await storedSession(page))?.auth ?? null).toBeNull();
    await expect(page.getByText('张竞买')).toHaveCount(0);
    // 重新登录 asks the SSO for its form, so the person confirmed can sign in as themselves.
    await page.getByRole('link', { name: messages.auth.login.signIn }).click();
    await page.waitForURL(/\/adfs\/oauth2\/interaction\//);
    await expect(page.getByLabel('密码')).toBeVisible();
  });

  test('someone signed in here is not switched silently: both names, and 保持当前登录 keeps them', async ({
    page,
  }) => {
    await openWithSession(page, '/client/notfound/', 'buyer');
    const { id_token } = await issuedIdToken('seller');
    const sent = handOversSent(page);
    const dialog = await arriveWith(page, id_token);
    await expect(dialog).toContainText('账号「b***r」（手机 138****0001）');
    await expect(dialog).toContainText(seller.dialog);
    await expect(dialog).not.toContainText('张竞买');
    await dialog.getByRole('button', { name: arrivalText.stay }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('user-name')).toHaveText('张竞买');
    expect(sent).toEqual([]);
  });

  test("choosing the link's account signs the current one out first, then signs the link's in", async ({
    page,
  }) => {
    await openWithSession(page, '/client/notfound/', 'buyer');
    const { id_token } = await issuedIdToken('seller');
    const dialog = await arriveWith(page, id_token);
    await dialog.getByRole('button', { name: arrivalText.switchTo.replace('{name}', 'se***er') }).click();
    await tokenLeftStorage(page);
    await confirmAtProvider(page, seller.provider);
    await page.waitForURL((url) => url.pathname === '/client/');
    await hydrated(page);
    await expect(page.getByTestId('user-name')).toHaveText('王转让');
  });

  test('identitytype=Saler signs a visitor in as that identity, with no chooser', async ({ page }) => {
    await providerSessionOnly(page, 'multi');
    const authorize = page.waitForRequest(/\/adfs\/oauth2\/authorize\?/);
    await page.goto('/client/?identitytype=Saler', leaving);
    expect(new URL((await authorize).url()).searchParams.get('identitytype')).toBe('Saler');
    await page.waitForURL(`**${userDetailPath('client')}`);
    await expect(page.getByTestId('identity-name')).toHaveText('转让方');
    await expect(chooser(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.sessionStorage.getItem('identitytype'))).toBeNull();
  });
});

test.describe('sub-application roots', () => {
  test('/client/buyerweb/ is a page that goes on to the home', async ({ page }) => {
    const response = await page.goto('/client/buyerweb/', leaving);
    expect(response?.status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/client/');
    await hydrated(page);
    await expect(activeMenuItem(page)).toHaveAttribute('data-menu-index', '1');
  });

  test("a portal's own root goes on to its home route", async ({ page }) => {
    const response = await page.goto('/brand/brandweb/', leaving);
    expect(response?.status()).toBe(200);
    await page.waitForURL('**/brand/brandweb/home/');
  });
});
