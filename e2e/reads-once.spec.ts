import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './csp-guard';

/**
 * Issue 58: a page asks the centre's API for each answer once. On a first visit the service worker
 * takes over after the page has read its answers; the page hands the worker those answers rather
 * than sending every read again through it, and a reload through the worker reads each once too.
 */
test.use({ serviceWorkers: 'allow' });
test.setTimeout(120_000);

const api = /\/(baseapi|gatewayapi)\//;

/**
 * The page's reads (by address and body) and the API requests that reached the network: the
 * page's own that no worker answered, and the worker's own fetches (Chromium reports both to the
 * context; a worker's request shows no body, so those are counted, not named).
 */
function networkReads(context: BrowserContext) {
  let asked = new Set<string>();
  let sent = 0;
  context.on('requestfinished', (request) => {
    if (!api.test(request.url()) || request.method() !== 'POST') return;
    const byWorker = request.serviceWorker() !== null;
    if (!byWorker) asked.add(`${new URL(request.url()).pathname} ${request.postData() ?? ''}`);
    void request.response().then((response) => {
      if (byWorker || (response && !response.fromServiceWorker())) sent += 1;
    });
  });
  return {
    /** What the page asked since the last take, and how many requests the API got for it. */
    take() {
      const taken = { asked: asked.size, sent };
      asked = new Set();
      sent = 0;
      return taken;
    },
  };
}

/** The worker runs the page and holds its answers for reading offline. */
async function answersKept(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          let kept = 0;
          for (const name of await caches.keys()) {
            if (/^portal-(lists|details)-/.test(name))
              kept += (await (await caches.open(name)).keys()).length;
          }
          return kept;
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
}

/** Long enough for a page's rereads, had it sent any, to have gone out and come back. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(3_000);
}

for (const view of [
  { name: 'home', path: '/client/', content: 'home-row' },
  { name: 'list', path: '/client/buyerweb/list/', content: 'annc-card' },
  { name: 'detail', path: '/client/buyerweb/noticeDetail/?id=assets-project-004', content: 'annc-title' },
] as const) {
  test(`the ${view.name}: each read sent once on a first view and once on a reload`, async ({
    page,
    context,
  }) => {
    const reads = networkReads(context);
    await page.goto(view.path);
    await expect(page.getByTestId(view.content).first()).toBeVisible({ timeout: 20_000 });
    await answersKept(page);
    await settled(page);
    const first = reads.take();
    expect(first.asked).toBeGreaterThan(0);
    expect(first.sent, 'requests the API got on the first view').toBe(first.asked);

    await page.reload();
    await expect(page.getByTestId(view.content).first()).toBeVisible({ timeout: 20_000 });
    await settled(page);
    const again = reads.take();
    expect(again.asked).toBeGreaterThan(0);
    expect(again.sent, 'requests the API got on the reload').toBe(again.asked);
  });
}
