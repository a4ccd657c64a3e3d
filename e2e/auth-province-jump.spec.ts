import type { Page } from '@playwright/test';
import { expect, test } from './sandbox-clock';
import messages from '../messages/zh-CN.json';
import { confirmAtProvider, hydrated, storedSession } from './auth-helpers';
import { signedInCity } from './portal-sign-in';

const notices = messages.arrival;

/**
 * The address the jump opens, as the new tab first requests it: the province page takes `buyer`
 * and `id_token` out of its address bar as it arrives, and under load that can happen before the
 * test is told of the new tab.
 */
function jumpAddress(page: Page) {
  return (
    page
      .context()
      // A popup's first request comes before its frame does: told apart by its address, not its page.
      .waitForEvent(
        'request',
        (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/client/',
      )
      .then((request) => new URL(request.url()))
  );
}

const jumpLink = (page: Page) => page.locator('[data-menu-index="5"] > a');

test.describe('cross-site jump to the province-wide platform (SPEC §4)', () => {
  test('a buyer passes buyer=1 and stays signed in here', async ({ page }) => {
    await signedInCity(page, 'buyer');
    const popup = page.waitForEvent('popup');
    const address = jumpAddress(page);
    await jumpLink(page).click();
    const opened = await popup;
    expect((await address).searchParams.get('buyer')).toBe('1');
    // The seller's sign-out here follows the click within milliseconds: by the time the tab it
    // opened has loaded, a buyer's would have happened.
    await opened.waitForLoadState();
    expect((await storedSession(page))?.auth?.isLoggedIn).toBe(true);
  });

  test('a seller signed in six minutes ago hands a fresh id_token over, and this tab says it signed out', async ({
    page,
    context,
    sandboxClock,
  }) => {
    // Two sign-ins, a refresh, two dialogs and the SSO's own page: past 30 s on a busy runner.
    test.slow();
    // Signed in six minutes ago, by the provider's clock as by the browser's: the stored id_token
    // is older than the five minutes the province portal and the SSO accept.
    await sandboxClock.shifted(-6 * 60, () => signedInCity(page, 'seller'));
    const stored = (await storedSession(page))?.auth?.id_token;
    // No SSO session shared with the province tab: only the handed-over id_token can sign it in.
    await context.clearCookies();
    const popup = page.waitForEvent('popup');
    const address = jumpAddress(page);
    await jumpLink(page).click();
    const province = await popup;
    const handed = (await address).searchParams.get('id_token');
    expect(handed).toBeTruthy();
    expect(handed).not.toBe(stored);

    // The city tab signed out as SPEC §4 asks, and says why.
    const notice = page.getByTestId('arrival-dialog');
    await expect(notice).toContainText(notices.handedOver);
    expect((await storedSession(page))?.auth ?? null).toBeNull();
    await notice.getByRole('button', { name: notices.ok }).click();
    await expect(page.getByRole('link', { name: '市场主体登录' })).toBeVisible();

    // The province tab asks whom to sign in (not that the link was refused), then signs them in
    // on its home.
    const dialog = province.getByTestId('arrival-dialog');
    await expect(dialog).toContainText(
      notices.confirm.replace('{name}', '账号「se***er」（手机 138****0003）'),
      { timeout: 15_000 },
    );
    await dialog.getByRole('button', { name: notices.signIn }).click();
    await confirmAtProvider(province, '账号 se***er，手机 138****0003');
    await province.waitForURL((url) => url.pathname === '/client/');
    await hydrated(province);
    await expect(province.getByTestId('user-name')).toHaveText('王转让');
    await expect(province.getByTestId('identity-name')).toHaveText('转让方');
  });

  test('a refresh that fails closes the new tab and keeps this one signed in, saying why', async ({
    page,
    faults,
  }) => {
    await signedInCity(page, 'seller');
    await faults.add({ path: '/adfs/oauth2/token', method: 'POST', status: 500 });
    const popup = page.waitForEvent('popup');
    await jumpLink(page).click();
    const blank = await popup;
    if (!blank.isClosed()) await blank.waitForEvent('close');
    await expect(page.getByTestId('arrival-dialog')).toContainText(notices.jumpFailed);
    expect((await storedSession(page))?.auth?.isLoggedIn).toBe(true);
    await expect(page.getByTestId('user-name')).toHaveText('王转让');
  });
});
