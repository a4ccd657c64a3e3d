import { expect, type Page } from '@playwright/test';
import { signIn } from './auth-helpers';
import { openWithSession } from './seeded-session';

/** Signs a demo account in the way a user does and waits for the page it lands on. */
export async function signInThroughPortal(page: Page, vd: string, account: string) {
  await signIn(page, account, vd);
  await page.waitForURL((url) => url.pathname.startsWith(`/${vd}/`) && !/GetCode|login/.test(url.pathname));
  await expect(page.getByTestId('welcome')).toBeVisible();
}

/**
 * Opens the tenant's home signed in as `account` without the sign-in pages, for tests whose subject
 * is what a signed-in user sees (the sign-in itself is the auth tests' subject).
 */
export async function openPortalSignedIn(page: Page, vd: string, account: string, path = `/${vd}/`) {
  await openWithSession(page, path, account, { vd });
  await expect(page.getByTestId('welcome')).toBeVisible();
}
