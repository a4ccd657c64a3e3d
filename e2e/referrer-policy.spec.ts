import type { Page, Request } from '@playwright/test';
import { expect, test } from './csp-guard';

/**
 * Every Referer the page's requests carried so far, as the page sent them. Read from the headers
 * the request left with, not the network's raw ones: those never come for a request the next
 * navigation cancelled, and waiting for them held a busy-CI run until its timeout.
 */
function referrers(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return () =>
    requests
      .map((request) => request.headers()['referer'])
      .filter((value): value is string => Boolean(value));
}

test('a public page with ?code= and ?id_token= sends only its origin as the Referer of every request', async ({
  page,
}) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const seenSoFar = referrers(page);
  await page.goto('/client/buyerweb/list/?code=secret-code&state=s&page=1');
  await expect(page.getByTestId('annc-card').first()).toBeVisible();
  const first = seenSoFar();
  expect(first.length).toBeGreaterThan(0);
  expect(first.filter((referer) => referer !== `${origin}/`)).toEqual([]);
  await page.goto('/client/buyerweb/list/?id_token=eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl', {
    waitUntil: 'commit',
  });
  await expect(page.getByTestId('annc-card').first()).toBeVisible();
  expect(seenSoFar().filter((referer) => referer !== `${origin}/`)).toEqual([]);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'strict-origin');
});
