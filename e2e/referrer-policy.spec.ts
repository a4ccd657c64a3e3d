import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';

/** Every Referer the page's requests carry, as sent. */
function referrers(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    void request.headerValue('referer').then((value) => {
      if (value) seen.push(value);
    });
  });
  return seen;
}

test('a public page with ?code= and ?id_token= sends only its origin as the Referer of every request', async ({
  page,
}) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const seen = referrers(page);
  await page.goto('/client/buyerweb/list/?code=secret-code&state=s&page=1');
  await expect(page.getByTestId('annc-card').first()).toBeVisible();
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((referer) => referer !== `${origin}/`)).toEqual([]);
  await page.goto('/client/buyerweb/list/?id_token=eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl', {
    waitUntil: 'commit',
  });
  await expect(page.getByTestId('annc-card').first()).toBeVisible();
  expect(seen.filter((referer) => referer !== `${origin}/`)).toEqual([]);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'strict-origin');
});
