import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import messages from '../messages/zh-CN.json';

// Issue 40: the first page a visitor opens loads before any service worker runs; it is kept for
// reading offline too, with its answers, not only the pages opened after it.
test.use({ serviceWorkers: 'allow' });

/** Whether a cache of kept pages holds this address. */
function pageKept(page: Page, url: string) {
  return page.evaluate(async (address) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('portal-pages-')) continue;
      if (await (await caches.open(name)).match(address)) return true;
    }
    return false;
  }, url);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width} px the first page opened reads offline, with its lots and the 离线 notice`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    const first = '/client/buyerweb/list/?state=Bidding';
    await page.goto(first);
    // A phone's list opens as compact rows, a desktop's as cards: the lots either way.
    const cards = page.getByTestId(viewport.width < 768 ? 'annc-compact-row' : 'annc-card');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await expect.poll(() => pageKept(page, page.url()), { timeout: 20_000 }).toBe(true);
    // The reads asked again through the worker: the list's answer is kept as well.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            for (const name of await caches.keys()) {
              if (name.startsWith('portal-lists-') && (await (await caches.open(name)).keys()).length > 0)
                return true;
            }
            return false;
          }),
        { timeout: 20_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: messages.offline.pageHeading })).toHaveCount(0);
    await expect(cards).toHaveCount(count);
    await expect(page.getByTestId('offline-notice')).toContainText(messages.offline.notice);
  });
}
