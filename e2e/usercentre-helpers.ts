import { expect, type Page } from '@playwright/test';
import { storedSession, submitProviderLogin } from './auth-helpers';
import { openWithSession } from './seeded-session';

export const vd = 'client';
export const uc = (inner: string) => `/${vd}/${inner}`;

/**
 * Signs in through the real sandbox SSO from wherever the page was sent to it: fills the
 * provider's login form, then picks the identity in the chooser when the account has several.
 */
export async function signInAt(page: Page, account: string, identityName?: string) {
  await submitProviderLogin(page, account);
  if (identityName) {
    const chooser = page.getByTestId('identity-chooser');
    await expect(chooser).toBeVisible({ timeout: 15_000 });
    await chooser.getByRole('radio', { name: identityName }).dblclick();
  }
}

/**
 * Opens a user-centre page as the given demo account, signed in without the sign-in pages (the
 * auth-*.spec.ts files and usercentre-sign-in.spec.ts walk those): a session minted for this test.
 */
export async function openSignedIn(page: Page, inner: string, account = 'multi', identityName = '受让方') {
  await openWithSession(page, uc(inner), account, {
    vd,
    identityName: account === 'multi' ? identityName : undefined,
  });
  await page.waitForURL((url) => url.pathname === uc(inner.split('?')[0]!));
}

/** The access token the portal stored after sign-in, for arranging data through the API. */
export async function storedToken(page: Page): Promise<string> {
  return (await storedSession(page))?.auth?.accessToken ?? '';
}
