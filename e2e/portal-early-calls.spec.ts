import type { Page, Request } from '@playwright/test';
import { expect, test } from './csp-guard';
import { hydrated } from './auth-helpers';
import messages from '../messages/zh-CN.json';

const listCall = '/baseapi/api/AnncApi/QueryAnncList';
const detailCall = '/baseapi/api/AnncApi/GetAnncDetail';

/** Bodies of the calls to `path` the page sends, in order. */
function recordCalls(page: Page, path: string) {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

test('a list asks for its first page once, from its HTML, and pages on from there', async ({ page }) => {
  const calls = recordCalls(page, listCall);
  await page.goto('/client/buyerweb/list/?state=Bidding');
  await expect(page.getByTestId('annc-card').first()).toHaveAttribute('data-state', 'Bidding');
  // The list's read took the early answer: one request, not two.
  expect(calls).toEqual([expect.objectContaining({ State: 'Bidding', PageIndex: 1, PageSize: 12 })]);

  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page.getByTestId('pager')).toContainText(/第 2 \/ \d+ 页/);
  expect(calls.map((body) => body.PageIndex)).toEqual([1, 2]);
});

test('a filtered address sends one list request, with its filters, and preloads no other picture', async ({
  page,
}) => {
  const calls = recordCalls(page, listCall);
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(request.url());
  });
  await page.goto('/client/buyerweb/list/?region=410100&price=1000-&sort=priceAsc');
  await expect(page.getByTestId('annc-card').first()).toBeVisible();
  await expect(page.getByTestId('annc-card').first().locator('img')).toHaveJSProperty('complete', true);
  expect(calls).toEqual([expect.objectContaining({ Region: '410100', PriceMin: 1000, Sort: 'priceAsc' })]);
  // Every picture asked for is one the filtered list shows: no preload of the unfiltered first card.
  const shown = await page
    .getByTestId('annc-card')
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).currentSrc || image.getAttribute('src')),
    );
  for (const picture of pictures.filter((url) => /\/media\//.test(url))) expect(shown).toContain(picture);
});

/**
 * Holds back every request matching `held` until the list call goes out (or 5 s have passed) and
 * opens the list: true when the call went out while they were held.
 */
async function listCallWhileHeld(page: Page, held: string): Promise<boolean> {
  let listSent: () => void = () => {};
  const sent = new Promise<boolean>((resolve) => {
    listSent = () => resolve(true);
    setTimeout(() => resolve(false), 5_000);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === listCall) listSent();
  });
  await page.route(held, async (route) => {
    await sent;
    await route.continue();
  });
  await page.goto('/client/buyerweb/list/', { waitUntil: 'commit' });
  return sent;
}

test('the early request is sent before the page’s scripts have loaded', async ({ page }) => {
  // Only the page's HTML can send it while every script is held back.
  expect(await listCallWhileHeld(page, '**/_next/static/chunks/*.js')).toBe(true);
  await expect(page.getByTestId('annc-card')).toHaveCount(12);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the early request does not wait for the style sheet', async ({ page }) => {
  // An inline classic script after a style sheet that is still loading waits for the sheet: on a
  // slow phone that held the call back until the sheet was in.
  expect(await listCallWhileHeld(page, '**/_next/static/**/*.css')).toBe(true);
  await expect(page.getByTestId('annc-card')).toHaveCount(12);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the first card’s picture is preloaded once the page’s scripts are in, not while they load', async ({
  page,
}) => {
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && /\/media\//.test(request.url())) pictures.push(request.url());
  });
  // The scripts are held until the list's answer has been in for a while: on a slow link they
  // would still be loading then.
  let answered: () => void = () => {};
  const answerIn = new Promise<void>((resolve) => (answered = resolve));
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === listCall) answered();
  });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/client/buyerweb/list/', { waitUntil: 'commit' });
  await answerIn;
  // Once the early answer has been read as far as any handler of it reads it, nothing has asked
  // for its picture: no preload in the head, no picture on the wire.
  const preloadsWhileHeld = await page.evaluate(async () => {
    const calls = (window as { __portalEarlyCalls?: Array<{ response: Promise<Response> }> })
      .__portalEarlyCalls;
    await Promise.all((calls ?? []).map((call) => call.response.then((response) => response.clone().json())));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')].filter((link) =>
      link.href.includes('/media/'),
    ).length;
  });
  expect(preloadsWhileHeld).toBe(0);
  expect(pictures).toEqual([]);
  release();
  await expect(page.getByTestId('annc-card')).toHaveCount(12);
  const first = await page.getByTestId('annc-card').first().locator('img').getAttribute('src');
  const preloaded = await page
    .locator('head link[rel=preload][as=image]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloaded).toContain(new URL(first!, page.url()).href);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('an early request that got no answer is sent again by the page, which shows the list', async ({
  page,
}) => {
  const calls = recordCalls(page, listCall);
  let failures = 0;
  await page.route(`**${listCall}`, async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.abort('connectionfailed');
    } else {
      await route.continue();
    }
  });
  await page.goto('/client/buyerweb/list/');
  await expect(page.getByTestId('annc-card')).toHaveCount(12);
  expect(calls).toHaveLength(2);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a detail asks for its record once, and a page without an id asks for none', async ({ page }) => {
  const calls = recordCalls(page, detailCall);
  await page.goto('/client/buyerweb/noticeDetail/?id=assets-project-004');
  await expect(page.getByTestId('annc-title')).toBeVisible();
  expect(calls).toEqual([expect.objectContaining({ AnncId: 'assets-project-004' })]);
  await page.goto('/client/buyerweb/noticeDetail/');
  await expect(page.getByText(messages.ui.missingId)).toBeVisible();
  expect(calls).toHaveLength(1);
});

test('the pages that call early hydrate on their HTML as built, the early-call script included', async ({
  page,
}) => {
  // A mismatch with the HTML is reported and the page drawn again from scratch: slower, and what
  // the visitor saw is replaced.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of [
    '/client/',
    '/client/buyerweb/list/',
    '/client/buyerweb/noticeDetail/?id=assets-project-004',
  ]) {
    await page.goto(path);
    await hydrated(page);
  }
  expect(errors).toEqual([]);
});
