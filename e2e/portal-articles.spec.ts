import { expect, test } from './csp-guard';
import { buildManifest } from '../sites/manifest';

const siteTitle = buildManifest().find((site) => site.VirtualDirectory === 'client')!.Title;

test('client: the service guide lists articles and opens one', async ({ page }) => {
  await page.goto('/client/buyerweb/articlelist/?typeid=service');
  await expect(page.getByTestId('page-title')).toHaveText('服务指南');
  const link = page.getByTestId('article-rows-item').first().getByRole('link');
  const title = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/articledetail\/\?typeid=service&id=/);
  await expect(page.getByTestId('article-title')).toHaveText(title);
});

test('client: the service guide, the download centre and an article are named in the tab title', async ({
  page,
}) => {
  await page.goto('/client/buyerweb/articlelist/?typeid=download');
  await expect(page.getByTestId('article-rows-item').first()).toBeVisible();
  await expect(page).toHaveTitle(/^下载中心 - /);
  await page.goto('/client/buyerweb/articlelist/?typeid=service');
  await expect(page).toHaveTitle(/^服务指南 - /);
  const link = page.getByTestId('article-rows-item').first().getByRole('link');
  const title = (await link.textContent())!;
  await link.click();
  await expect(page.getByTestId('article-title')).toHaveText(title);
  await expect(page).toHaveTitle(`${title} - ${siteTitle}`);
});

test('seed: the download centre lists its own type id', async ({ page }) => {
  await page.goto('/seed/seedweb/articlelist/?typeid=seeddownload');
  await expect(page.getByTestId('page-title')).toHaveText('下载中心');
  await expect(page.getByTestId('article-rows-item')).toHaveCount(15);
});

test('inventory: an article list by type opens its article in place', async ({ page }) => {
  await page.goto('/inventory/inventoryweb/articleList/?type=law');
  await expect(page.getByTestId('page-title')).toHaveText('政策法规');
  const link = page.getByTestId('article-rows-item').first().getByRole('link');
  const title = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/articleList\/\?type=law&id=/);
  await expect(page.getByTestId('article-title')).toHaveText(title);
  // The article names the tab, not the list it is shown in.
  await expect.poll(async () => (await page.title()).startsWith(`${title} - `)).toBe(true);
});

test('recycle: news list and item, and a footer content page', async ({ page }) => {
  await page.goto('/recycle/recycleweb/news/');
  await page.getByTestId('news-rows-item').first().getByRole('link').click();
  await expect(page.getByTestId('article-title')).toContainText('交易动态');
  await page.goto('/recycle/recycleweb/ylHead/?id=2');
  await expect(page.getByTestId('article-title')).toHaveText('服务指南');
});

test('solidwaste: the footer links open their content pages', async ({ page }) => {
  await page.goto('/solidwaste/');
  await page.locator('[data-footer-page="15"]').click();
  await expect(page).toHaveURL(/ylHead\/\?id=15/);
  await expect(page.getByTestId('article-title')).toHaveText('联系方式');
});
