import { expect, type Page } from '@playwright/test';
import { signIn } from './auth-helpers';

/** Signs a demo account in the way a user does: the portal's login, the SSO form, the callback. */
export async function signInThroughPortal(page: Page, vd: string, account: string) {
  // The landing page starts the silent token refresh; leaving before the rotated refresh token is
  // stored would strand the grant, so the helper waits for it.
  const refreshed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/adfs/oauth2/token') &&
      (response.request().postData() ?? '').includes('grant_type=refresh_token'),
  );
  await signIn(page, account, vd);
  await page.waitForURL((url) => url.pathname.startsWith(`/${vd}/`) && !/GetCode|login/.test(url.pathname));
  await expect(page.getByTestId('welcome')).toBeVisible();
  const { refresh_token: stored } = (await (await refreshed).json()) as { refresh_token: string };
  await page.waitForFunction(
    (token) =>
      (JSON.parse(window.localStorage.getItem('authInfo') ?? '{}') as { auth?: { refreshToken?: string } })
        .auth?.refreshToken === token,
    stored,
  );
}
