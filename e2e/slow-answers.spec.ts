import type { Page } from '@playwright/test';
import { expect, test } from './sandbox-faults';
import { hydrated, submitProviderLogin } from './auth-helpers';
import { axeViolations, rememberElderMode } from './elder-mode';

// Issue 40: a list, a detail or the sign-in wait that has had no answer for about 8 s says the
// network is slow and offers 重试 and 返回. The sandbox holds the answer (a scoped fault's delay);
// Playwright's clock moves the page past the 8 s instead of waiting for them.
const listCall = '/baseapi/api/AnncApi/QueryAnncList';
const detailCall = '/baseapi/api/AnncApi/GetAnncDetail';
/** Longer than any test: the held answer never comes in time. */
const held = 90_000;
const slowAfter = 8000;
const detail = '/client/buyerweb/noticeDetail/?id=assets-project-006';

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The slow notice, after the page's clock has run past the 8 s and not before. */
async function slowNotice(page: Page) {
  const notice = page.getByTestId('slow-answer');
  await expect(notice).toHaveCount(0);
  await page.clock.fastForward(slowAfter);
  await expect(notice).toContainText('网络较慢');
  await expect(notice.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(notice.getByRole('button', { name: '返回' })).toBeVisible();
  await noSidewaysScroll(page);
  return notice;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a list with no answer after 8 s says the network is slow, and 重试 sends again and shows it', async ({
      page,
      faults,
    }) => {
      await faults.add({ path: listCall, delayMs: held, times: 1 });
      await page.clock.install();
      await page.goto('/client/buyerweb/list/');
      await expect(page.getByTestId('portal-loading')).toBeVisible();
      await hydrated(page);
      const notice = await slowNotice(page);
      await notice.getByRole('button', { name: '重试' }).click();
      // A phone's list opens as compact rows, a desktop's as cards.
      const lot = viewport.width < 768 ? 'annc-compact-row' : 'annc-card';
      await expect(page.getByTestId(lot).first()).toBeVisible();
      await expect(notice).toHaveCount(0);
    });

    test('a detail with no answer after 8 s says so, and 返回 goes back to the page before', async ({
      page,
      faults,
    }) => {
      await page.clock.install();
      await page.goto('/client/');
      await expect(page.getByTestId('home-row').first()).toBeVisible();
      await faults.add({ path: detailCall, delayMs: held, times: 1 });
      await page.goto(detail);
      await expect(page.getByTestId('portal-loading')).toBeVisible();
      await hydrated(page);
      const notice = await slowNotice(page);
      await notice.getByRole('button', { name: '返回' }).click();
      await page.waitForURL((url) => url.pathname === '/client/');
      await expect(page.getByTestId('home-page')).toBeVisible();
    });

    test('a slow detail loads on 重试', async ({ page, faults }) => {
      await faults.add({ path: detailCall, delayMs: held, times: 1 });
      await page.clock.install();
      await page.goto(detail);
      await hydrated(page);
      const notice = await slowNotice(page);
      await notice.getByRole('button', { name: '重试' }).click();
      await expect(page.getByTestId('annc-title')).toBeVisible();
      await expect(notice).toHaveCount(0);
    });

    test('the sign-in wait with no answer after 8 s says so, with 重试 and 返回', async ({
      page,
      faults,
    }) => {
      await page.clock.install();
      await page.goto('/client/login/');
      await faults.add({ path: '/adfs/oauth2/token', method: 'POST', delayMs: held, times: 1 });
      const exchange = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/adfs/oauth2/token',
      );
      await submitProviderLogin(page, 'buyer');
      await page.waitForURL(/\/client\/GetCode\//);
      await exchange;
      await expect(page.getByTestId('waiting-message')).toBeVisible();
      const notice = await slowNotice(page);
      if (viewport.width > 400) {
        // A new sign-in: the provider still holds the session, so it comes straight back, signed in.
        await notice.getByRole('button', { name: '重试' }).click();
        await expect(page.getByTestId('welcome')).toBeVisible({ timeout: 30_000 });
      } else {
        // Behind the callback are the provider's pages and /login: 返回 goes home instead.
        await notice.getByRole('button', { name: '返回' }).click();
        await page.waitForURL((url) => url.pathname === '/client/');
      }
    });
  });
}

for (const elder of [false, true]) {
  test(`the slow notice has no axe violation with 长者模式 ${elder ? 'on' : 'off'}`, async ({
    page,
    faults,
  }) => {
    if (elder) await rememberElderMode(page);
    await faults.add({ path: listCall, delayMs: held, times: 1 });
    await page.clock.install();
    await page.goto('/client/buyerweb/list/');
    await hydrated(page);
    await slowNotice(page);
    expect(await axeViolations(page, elder)).toEqual([]);
  });
}
