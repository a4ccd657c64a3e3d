import { expect, test } from './csp-guard';
import messages from '../messages/zh-CN.json';
import { buildManifest } from '../sites/manifest';
import { representativeTenants } from './tenants';

const sites = buildManifest();
const siteNamed = (name: string) => sites.find((site) => site.VirtualDirectory === name)!;
const menuLabels = messages.header.menu as Record<string, string>;
const tabLabels = messages.header.search.tabs as Record<string, string>;

for (const name of Object.values(representativeTenants)) {
  test(`${name}: the home page shows the tenant's title, logo words, menu, search and footer`, async ({
    page,
  }) => {
    const site = siteNamed(name);
    await page.goto(`/${name}/`);
    if (site.rootRedirect) await page.waitForURL(`**/${name}/${site.rootRedirect}`);
    // A redirected root shows its page kind before the tenant title.
    const tenantTitle = site.Title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(page).toHaveTitle(new RegExp(`(^| - )${tenantTitle}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', site.Welcome);
    await expect(page.getByTestId('logo-words')).toHaveText(site.NoLoginLogoWord);
    await expect(page.getByTestId('logo-words')).toHaveCSS('font-size', `${site.LogoFontSize}px`);

    const menu = page.getByTestId('main-menu');
    await expect(menu.locator(':scope > ul > li > a')).toHaveText(
      site.menu.map((item) => menuLabels[item.labelKey]!),
    );

    if (site.search.kind === 'tabs') {
      await expect(page.getByTestId('search-tabs').getByRole('tab')).toHaveText(
        site.search.tabs.map((tab) => tabLabels[tab.labelKey]!),
      );
      await expect(page.getByTestId('search-tabs').getByRole('tab').first()).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('button', { name: '开始搜索' })).toBeVisible();
    } else {
      await expect(page.getByPlaceholder('请输入搜索内容')).toBeVisible();
    }
    await expect(page.getByTestId('footer')).toHaveAttribute('data-footer-kind', site.footerKind);
    await expect(page.getByTestId(`footer-${site.footerKind}`)).toBeVisible();
    await expect(page.getByTestId('welcome')).toHaveText(site.Welcome);
  });
}

test('menu items take the width their count gives, and the top bar offers the three logins', async ({
  page,
}) => {
  await page.goto('/brand/');
  const items = page.getByTestId('main-menu').locator(':scope > ul > li');
  await expect(items).toHaveCount(6);
  const widths = await items.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).style.width));
  expect(new Set(widths)).toEqual(new Set(['16.67%']));
  await expect(page.getByRole('link', { name: '免费注册' })).toHaveAttribute('href', '/brand/Register/');
  await expect(page.getByRole('link', { name: '市场主体登录' })).toHaveAttribute('href', '/brand/login/');
  await expect(page.getByRole('link', { name: '交易中心登录' })).toHaveAttribute('href', '/admin/#/login');
});

test('forest is green and the province client blue', async ({ page }) => {
  await page.goto('/forest/');
  await expect(page.getByTestId('main-menu')).toHaveCSS('background-color', 'rgb(30, 123, 69)');
  await page.goto('/client/');
  await expect(page.getByTestId('main-menu')).toHaveCSS('background-color', 'rgb(20, 73, 174)');
});

test('the home menu item is lit on the home page', async ({ page }) => {
  await page.goto('/4101client/');
  await expect(page.getByTestId('main-menu').locator('[data-menu-index="1"] > a')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('main-menu').locator('[data-menu-index="5"] > a')).toHaveText(
    '全省一体化平台',
  );
});

test('a legacy hash link lands on the path route with its query', async ({ page }) => {
  await page.goto('/client/#/buyerweb/list?typeid=x');
  await page.waitForURL('**/client/buyerweb/list/?typeid=x');
  expect(new URL(page.url()).pathname).toBe('/client/buyerweb/list/');
});

test('a bare origin opens the province client, keeping a legacy hash', async ({ page }) => {
  await page.goto('/#/notfound');
  await page.waitForURL('**/client/notfound/');
});

test('an unknown path shows the Chinese not-found page inside the tenant layout', async ({ page }) => {
  const response = await page.goto('/recycle/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByTestId('main-menu')).toBeVisible();
  await expect(page.getByTestId('logo-words')).toHaveText(siteNamed('recycle').NoLoginLogoWord);
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/recycle/');
});

test('inventory searches from its single box on Enter', async ({ page }) => {
  await page.goto('/inventory/');
  const box = page.getByPlaceholder('请输入搜索内容');
  await box.fill('钢材');
  await box.press('Enter');
  await page.waitForURL('**/inventory/inventoryweb/search/?word=*');
  expect(new URL(page.url()).searchParams.get('word')).toBe('钢材');
});

test('the search box clears and goes to the chosen tab with the word', async ({ page }) => {
  await page.goto('/client/');
  const box = page.getByPlaceholder('请输入关键词');
  await box.fill('厂房');
  await page.getByRole('button', { name: '清除' }).click();
  await expect(box).toHaveValue('');
  await box.fill('厂房');
  await page.getByTestId('search-tabs').getByRole('tab', { name: '结果公示' }).click();
  await page.getByRole('button', { name: '开始搜索' }).click();
  await page.waitForURL('**/client/buyerweb/anncPublic/?word=*');
  expect(new URL(page.url()).searchParams.get('word')).toBe('厂房');
});

test('back to top appears from 220 px of scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 400 });
  await page.goto('/client/');
  await expect(page.getByTestId('quick-nav')).toBeVisible();
  await expect(page.locator('[data-quick-nav="backToTop"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 230));
  await expect(page.locator('[data-quick-nav="backToTop"]')).toBeVisible();
});
