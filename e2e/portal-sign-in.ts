import { expect, type Page } from '@playwright/test';
import { demoPassword } from '../sandbox/db/seed/demo-accounts';

/** Signs a demo account in the way a user does: the portal's login, the SSO form, the callback. */
export async function signInThroughPortal(page: Page, vd: string, account: string) {
  await page.goto(`/${vd}/login/`);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(demoPassword);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/${vd}/`) && !/GetCode|login/.test(url.pathname));
  await expect(page.getByTestId('welcome')).toBeVisible();
}
