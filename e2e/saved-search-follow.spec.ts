import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './csp-guard';
import { hydrated } from './auth-helpers';
import { sandboxHooks } from './sandbox-hooks';

// Issue 40 "following reaches people": a search saved from the filters alone gets a name, and 我的搜索
// comes up under the banner while a search has new announcements, instead of seven screens down.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(90_000);

async function publish(page: Page, title: string, count: number) {
  const response = await sandboxHooks(page.request).post('/__sandbox/publish', {
    data: { platformId: 'AssetsCliectApp', title, count },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Opens 保存搜索 and returns the dialog and its name field. */
async function openSaveDialog(page: Page) {
  await page.getByRole('button', { name: '保存搜索' }).click();
  const dialog = page.getByRole('dialog', { name: '保存搜索' });
  return { dialog, name: dialog.getByLabel('名称') };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a search of the filters alone is offered the name 郑州市·机动车, and saved under it', async ({
      page,
    }) => {
      await page.goto('/client/buyerweb/list/?region=410100&type=vehicle');
      await hydrated(page);
      const { dialog, name } = await openSaveDialog(page);
      await expect(name).toHaveValue('郑州市·机动车');
      await noSidewaysScroll(page);
      await dialog.getByRole('button', { name: '保存', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await page.goto('/client/');
      await expect(page.getByTestId('saved-search').filter({ hasText: '郑州市·机动车' })).toHaveCount(1);
    });

    test('我的搜索 moves up under the banner while a search has new announcements', async ({ page }) => {
      const word = `跟进${viewport.width}${Date.now().toString(36)}`;
      await page.goto(`/client/buyerweb/list/?word=${encodeURIComponent(word)}`);
      await expect(page.getByTestId('search-word')).toBeVisible();
      await hydrated(page);
      const { dialog, name } = await openSaveDialog(page);
      await expect(name).toHaveValue(word);
      await dialog.getByRole('button', { name: '保存', exact: true }).click();
      await expect(dialog).toHaveCount(0);

      // Nothing new: the block stays below the lists.
      await page.goto('/client/');
      const block = page.getByTestId('saved-searches');
      await expect(block.getByTestId('saved-search-new')).toHaveText('暂无新公告');
      const lastList = page.getByTestId('home-section').last();
      expect((await block.boundingBox())!.y).toBeGreaterThan((await lastList.boundingBox())!.y);

      await publish(page, word, 2);
      await page.reload();
      await expect(block.getByTestId('saved-search-new')).toHaveText('2 条新公告');
      await expect(block).toHaveAttribute('data-raised', 'true');
      const banner = (await page.getByTestId('home-banner').boundingBox())!;
      const raised = (await block.boundingBox())!;
      expect(raised.y).toBeGreaterThan(banner.y);
      expect(raised.y).toBeLessThan((await page.getByTestId('home-section').first().boundingBox())!.y);
      // On a phone it is on the first or second screen, no longer seven down.
      expect(raised.y).toBeLessThan(viewport.height * 2);
      await expect(block).toHaveCount(1);
      await noSidewaysScroll(page);

      // Opened, the search has nothing new: back home, the block returns below the lists.
      await block.getByRole('link', { name: word }).click();
      await page.waitForURL(/\/client\/buyerweb\/list\/\?word=/);
      await page.goto('/client/');
      await expect(block.getByTestId('saved-search-new')).toHaveText('暂无新公告');
      await expect(block).not.toHaveAttribute('data-raised');
    });
  });
}
