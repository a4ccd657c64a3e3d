import { expect, type Page } from '@playwright/test';
import { hydrated, signIn } from './auth-helpers';
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
  await hydrated(page);
  await expect(page.getByTestId('welcome')).toBeVisible();
}

/**
 * The province home signed in as `account` (a minted session), with the page's test hooks ready:
 * for the tests of what a signed-in page does later (refresh, idle, sign-out, tabs).
 */
export async function signedInPortal(page: Page, account = 'buyer') {
  await openWithSession(page, '/client/', account);
  await hydrated(page);
}

/**
 * Signed in on the city tenant 4101client (a minted session), whose main menu offers item 5
 * (全省一体化平台): the start of every jump to the province platform.
 */
export async function signedInCity(page: Page, account: string) {
  await openWithSession(page, '/4101client/', account, { vd: '4101client' });
  await hydrated(page);
  await expect(page.getByTestId('user-name')).toBeVisible();
}
