import { expect, type Page } from '@playwright/test';
import { signIn } from './auth-helpers';

/** Signs a demo account in the way a user does and waits for the page it lands on. */
export async function signInThroughPortal(page: Page, vd: string, account: string) {
  await signIn(page, account, vd);
  await page.waitForURL((url) => url.pathname.startsWith(`/${vd}/`) && !/GetCode|login/.test(url.pathname));
  await expect(page.getByTestId('welcome')).toBeVisible();
}
