import type { Locator, Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { storedSession, userDetailPath } from './auth-helpers';
import { openWithSession } from './seeded-session';

/** How often each way into the bidding app is tried: one sign-out in any of them fails the test. */
const TRIES = 20;

/**
 * What one try may take: a tab that hangs fails its try. A busy machine slows every try alike, so
 * the test as a whole gets as long as its tries may take (a fixed overall limit failed a run whose
 * tries were all sound, just slow), plus the sign-in before and the fresh tab after.
 */
const TRY_LIMIT_MS = 30_000;
test.describe.configure({ timeout: TRIES * TRY_LIMIT_MS + 90_000 });

/**
 * The bidding tab (/transit/) starts up with the shared sign-in and leaves for the bidding app at
 * once, maybe while its own start-up is still talking to the provider. Whatever it leaves behind,
 * the portal tab that opened it stays signed in, on the page it was on.
 */
async function openBiddingTabs(page: Page, opener: () => Locator, expectedType: string) {
  const here = page.url();
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    // Every wait of the try draws on the try's own time.
    const deadline = Date.now() + TRY_LIMIT_MS;
    const timeout = () => Math.max(1, deadline - Date.now());
    const [hall] = await Promise.all([
      page.waitForEvent('popup', { timeout: timeout() }),
      opener().click({ timeout: timeout() }),
    ]);
    await hall.waitForURL(new RegExp(`/bid/#/bid\\?BidUrlType=${expectedType}&token=\\S+`), {
      timeout: timeout(),
    });
    await expect(hall.locator('#bid-mode'), `try ${attempt}`).toBeVisible({ timeout: timeout() });
    await hall.close();
    expect(page.url(), `after try ${attempt}`).toBe(here);
    await expect(page.getByTestId('user-name'), `after try ${attempt}`).toHaveText('张竞买', {
      timeout: timeout(),
    });
  }
  // A sign-out from the last tab may still be on its way: a fresh tab reads the shared sign-in as
  // it is now, and the portal tab's own next call still goes through.
  const fresh = await page.context().newPage();
  await fresh.goto('/client/');
  // A fresh home refreshes the sign-in at start (discovery, keys, token) before it names the user:
  // 8 s on a busy two-core runner. What is asserted is that it names them, not how soon.
  await expect(fresh.getByTestId('user-name')).toHaveText('张竞买', { timeout: 20_000 });
  expect((await storedSession(fresh))?.auth?.refreshToken).toBeTruthy();
  await fresh.close();
  await page.waitForFunction(() => Boolean(window.portalSandbox));
  expect(await page.evaluate(() => window.portalSandbox!.call('/api/UserApi/GetUserBasicInfo'))).toBe('ok');
  expect(page.url()).toBe(here);
  await expect(page.getByTestId('user-name')).toHaveText('张竞买');
}

test(`围观竞价 on a card, ${TRIES} times: the portal tab stays signed in every time`, async ({ page }) => {
  await openWithSession(page, '/client/buyerweb/list/?state=Bidding', 'buyer');
  const lookOn = () => page.getByTestId('annc-card').first().getByTestId('look-on');
  await expect(lookOn()).toHaveText('围观竞价');
  await openBiddingTabs(page, lookOn, 'LookOn');
});

test(`参与竞价 in the left menu, ${TRIES} times: the portal tab stays signed in every time`, async ({
  page,
}) => {
  await openWithSession(page, userDetailPath('client'), 'buyer');
  const join = () => page.getByTestId('user-centre-menu').getByRole('link', { name: '参与竞价' });
  await expect(join()).toBeVisible();
  await openBiddingTabs(page, join, 'Bidding');
});

test(`参与竞拍 in the quick panel, ${TRIES} times: the portal tab stays signed in every time`, async ({
  page,
}) => {
  await openWithSession(page, '/client/buyerweb/list/', 'buyer');
  const join = () => page.locator('[data-quick-nav="joinBidding"]');
  await expect(join()).toHaveText('参与竞拍');
  await openBiddingTabs(page, join, 'Bidding');
});
