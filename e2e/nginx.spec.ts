import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import messages from '../messages/zh-CN.json';
import { signIn, storedSession, userDetailPath } from './auth-helpers';
import { signedInPortal } from './portal-sign-in';

/**
 * The portal behind the generated nginx configuration (project `nginx`): sign-in through the real
 * SSO and a portal page, under the production security headers, with no CSP violation.
 */

/** Console errors of a page; a CSP violation shows up here as "Refused to … Content Security Policy". */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('@nginx pages come with the security headers and compressed, immutable assets', async ({
  page,
  request,
}) => {
  const response = await page.goto('/client/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  // Scripts are held to the page's own policy: this origin and the hashes of its inline scripts.
  const scriptPolicy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(scriptPolicy).toMatch(/^script-src 'self' 'sha256-[^']+'/);
  expect(scriptPolicy).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // Plain HTTP here: HSTS belongs to a TLS configuration only.
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['cache-control']).toBe('no-cache');

  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');

  const missing = await request.get('/lease/no-such-page/');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(messages.notFound.title);
});

test('@nginx a buyer signs in through the SSO and lands in the user centre, with no CSP violation', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await signIn(page, 'buyer');
  await page.waitForURL(`**${userDetailPath('client')}`);
  expect((await storedSession(page))?.identity?.IdentityName).toBe('受让方');
  await expect(page.getByTestId('user-name')).toBeVisible();
  expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test('@nginx the identity chooser works for a user with several identities', async ({ page }) => {
  const errors = consoleErrors(page);
  await signIn(page, 'multi');
  const dialog = page.getByRole('dialog', { name: messages.auth.chooser.title });
  await dialog.getByRole('radio', { name: '转让方' }).dblclick();
  await page.waitForURL(`**${userDetailPath('client')}`);
  expect((await storedSession(page))?.identity?.IdentityName).toBe('转让方');
  expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test('@nginx an announcement list and its detail load their data with no console error', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/client/buyerweb/list/');
  const firstTitle = page.getByTestId('annc-card').first().getByRole('link').first();
  await expect(firstTitle).toBeVisible();
  await firstTitle.click();
  await page.waitForURL('**/client/buyerweb/noticeDetail/?id=*');
  await expect(page.getByRole('tablist').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('@nginx /transit gets the bidding address through the production proxy and goes there', async ({
  page,
}) => {
  await signedInPortal(page);
  const answer = page.waitForResponse((response) => response.url().includes('/api/BidManager/GetBidUrl'));
  await page.goto('/client/transit/?BidUrlType=Bidding');
  expect((await answer).status()).toBe(200);
  await page.waitForURL(/\/bid\//);
  expect(new URL(page.url()).hash).toMatch(/BidUrlType=Bidding&token=\S+/);
});
