import type { APIRequestContext } from '@playwright/test';
import { storedHistoryIds } from './stored-history';
import { expect as baseExpect, test } from './csp-guard';
import { desktopAndPhone, seriousViolations, sidewaysScroll } from './width-views';

// The shared test machine is often busy: data loads get more than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(120_000);

/** Three project announcements of the province client, as the sandbox lists them. */
async function threeLots(request: APIRequestContext) {
  const response = await request.post('/baseapi/api/AnncApi/QueryAnncList', {
    headers: { PlatformId: 'AssetsCliectApp' },
    data: { PlatformId: 'AssetsCliectApp', Kind: 'project', PageSize: 6 },
  });
  const envelope = (await response.json()) as { Data: { Items: Array<{ AnncId: string; Title: string }> } };
  // Not the one whose body carries a script (the seed's sequence 2): its page provokes a CSP report.
  return envelope.Data.Items.filter((item) => !item.AnncId.endsWith('-002')).slice(0, 3);
}

for (const width of desktopAndPhone) {
  test.describe(`浏览记录 on a ${width.name}`, () => {
    test.use(width.use);

    test('three details visited are listed newest first under 今天; one deleted, then 清空', async ({
      page,
      request,
    }) => {
      const visited = await threeLots(request);
      expect(visited).toHaveLength(3);
      for (const [index, lot] of visited.entries()) {
        await page.goto(`/client/buyerweb/noticeDetail/?id=${encodeURIComponent(lot.AnncId)}`);
        await expect(page.getByTestId('annc-title')).toHaveText(lot.Title);
        // Recorded once the detail showed: wait for the write before leaving.
        await expect.poll(() => storedHistoryIds(page)).toHaveLength(index + 1);
      }
      const newestFirst = [...visited].reverse();

      if (!width.phone) {
        // The quick panel's card lists the last few.
        await page.locator('[data-quick-nav="history"]').hover();
        const card = page.getByTestId('quick-history');
        await expect(card.getByRole('link')).toHaveText([
          ...newestFirst.map((lot) => lot.Title),
          '全部浏览记录',
        ]);
      }
      // On a phone's detail the bar along the bottom is the detail's own (issue 64): the list's has 浏览记录.
      if (width.phone) await page.goto('/client/buyerweb/list/');
      await page.locator('[data-quick-nav="history"]').click();
      await page.waitForURL('**/client/history/');

      const entries = page.getByTestId('history-entry');
      await expect(entries).toHaveCount(3);
      await expect(page.getByTestId('history-group')).toHaveCount(1);
      await expect(page.getByTestId('history-group')).toHaveAttribute('data-day', 'today');
      await expect(page.getByRole('heading', { name: '今天' })).toBeVisible();
      await expect(entries.getByRole('link')).toHaveText(newestFirst.map((lot) => lot.Title));
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);

      // Each entry opens its detail.
      await expect(entries.first().getByRole('link')).toHaveAttribute(
        'href',
        `/client/buyerweb/noticeDetail/?id=${encodeURIComponent(newestFirst[0]!.AnncId)}`,
      );

      await page.getByRole('button', { name: `删除浏览记录：${newestFirst[1]!.Title}` }).click();
      await expect(entries.getByRole('link')).toHaveText([newestFirst[0]!.Title, newestFirst[2]!.Title]);
      await page.reload();
      await expect(entries).toHaveCount(2);

      await page.getByTestId('history-clear').click();
      const dialog = page.getByRole('dialog', { name: '清空浏览记录' });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(page.getByTestId('history-empty')).toHaveText('暂无浏览记录');
      await page.reload();
      await expect(page.getByTestId('history-empty')).toBeVisible();
      expect(await storedHistoryIds(page)).toEqual([]);
    });
  });
}

test('a detail that fails to load is not recorded', async ({ page }) => {
  await page.goto('/client/buyerweb/noticeDetail/?id=no-such-announcement');
  await expect(page.getByTestId('portal-error')).toBeVisible();
  await page.goto('/client/history/');
  await expect(page.getByTestId('history-empty')).toBeVisible();
});
