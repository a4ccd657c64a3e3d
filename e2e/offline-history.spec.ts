import { storedHistoryIds } from './stored-history';
import { expect, test } from './csp-guard';
import messages from '../messages/zh-CN.json';

// Issue 64: 浏览记录 shows only what the device holds, so it opens offline without ever having been
// opened online: the worker keeps it (and its code) from its install on.
test.use({ serviceWorkers: 'allow' });

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
    await expect.poll(() => storedHistoryIds(page), { timeout: 20_000 }).toEqual([id]);
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
