import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import messages from '../messages/zh-CN.json';

// Issue 64: 浏览记录 shows only what the device holds, so it opens offline without ever having been
// opened online: the worker keeps it (and its code) from its install on.
test.use({ serviceWorkers: 'allow' });

/** The ids the device's history holds for the tenant, as the detail stored them in IndexedDB. */
function storedIds(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('portal-history');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve([]);
          const get = db.transaction('entries').objectStore('entries').get('tenant:client');
          get.onsuccess = () =>
            resolve(
              ((get.result as { entries?: { id: string }[] } | undefined)?.entries ?? []).map(
                (entry) => entry.id,
              ),
            );
        };
        open.onerror = () => resolve([]);
      }),
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width} px 浏览记录, never opened online, opens offline with the lot viewed`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    const id = 'assets-project-004';
    // The visitor's first page: a detail, seen before any worker ran.
    await page.goto(`/client/buyerweb/noticeDetail/?id=${id}`);
    const title = page.getByTestId('annc-title');
    await expect(title).toBeVisible();
    const lot = (await title.textContent())!.trim();
    await expect.poll(() => storedIds(page), { timeout: 20_000 }).toEqual([id]);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    await context.setOffline(true);
    await page.goto('/client/history/');
    await expect(page.getByRole('heading', { name: messages.offline.pageHeading })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: messages.history.title, level: 1 })).toBeVisible();
    const entries = page.getByTestId('history-entry');
    await expect(entries).toHaveCount(1);
    await expect(entries.getByRole('link')).toHaveText(lot);
  });
}
