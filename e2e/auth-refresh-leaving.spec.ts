import { expect, test } from './sandbox-faults';
import { accountAnswer, storedSession } from './auth-helpers';
import { signedInPortal } from './portal-sign-in';

// Sign-in, three pages and a second sign-in through the provider, on a shared machine.
test.describe.configure({ timeout: 90_000 });

const isTokenCall = (request: { method(): string; url(): string }) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/adfs/oauth2/token';

// A person on a slow phone taps a link while the page is still refreshing an expired token: the
// navigation cuts the token call off after the provider received it.
test('a page left while its token refresh is with the provider keeps the sign-in, also for the next refresh', async ({
  page,
  context,
  faults,
}) => {
  await signedInPortal(page);
  await faults.add({ path: '/baseapi/api/UserApi/GetUserBasicInfo', status: 401, times: 1 });
  await faults.add({ path: '/adfs/oauth2/token', delayMs: 1500, times: 1 });
  const tokenCall = page.waitForRequest(isTokenCall);
  await page.evaluate(() => {
    void window.portalSandbox!.call('/api/UserApi/GetUserBasicInfo');
  });
  await tokenCall;
  await page.goto('/client/buyerweb/list/');

  await expect(page.getByTestId('user-name')).toHaveText('张竞买');
  const fresh = await context.newPage();
  // A new tab refreshes at start; the name it shows follows the account's answer.
  const freshAccount = accountAnswer(fresh);
  await fresh.goto('/client/');
  await freshAccount;
  await expect(fresh.getByTestId('user-name')).toHaveText('张竞买');
  expect((await storedSession(fresh))?.auth?.refreshToken).toBeTruthy();
  await fresh.close();

  // The provider has (after its delay) rotated the token whose answer nobody read; the stored one
  // is spent. The next refresh still ends signed in, on the page the person was on.
  await page.waitForFunction(() => Boolean(window.portalSandbox));
  await faults.add({ path: '/baseapi/api/UserApi/GetUserBasicInfo', status: 401, times: 1 });
  const leftForLogin = page.waitForURL('**/client/login/**');
  const answer = page
    .evaluate(() => window.portalSandbox!.call('/api/UserApi/GetUserBasicInfo'))
    .catch(() => null);
  const outcome = await Promise.race([answer, leftForLogin.then(() => 'signing in again')]);
  // Either the refresh worked, or the call heard loginRequired and the page signs in again through
  // the provider (the call may answer before the page has left): then it comes back to the list.
  expect(['ok', 'loginRequired', 'signing in again']).toContain(outcome);
  if (outcome !== 'ok') {
    await leftForLogin;
    await page.waitForURL((url) => url.pathname === '/client/buyerweb/list/');
  }
  await expect(page.getByTestId('user-name')).toHaveText('张竞买');
});
