import type { Page } from '@playwright/test';
import { expect, test } from './sandbox-faults';
import { openSignedIn } from './usercentre-helpers';

// Whole user flows through sign-in on a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/**
 * The page's navigation to the user centre's notices, asked for before the page is opened: the
 * notices page sends a visitor on to sign in at once, and on a busy machine the address had already
 * moved on to the provider when a wait for it began, so that wait never ended.
 */
const noticesRequested = (page: Page) =>
  page.waitForRequest(
    (request) =>
      request.isNavigationRequest() &&
      new URL(request.url()).pathname === '/client/baseweb/userCenterConter/userCenter/Notices/',
  );

test('client: each page kind has its own <title> after the tenant title', async ({ page }) => {
  await page.goto('/client/');
  const siteTitle = await page.title();
  await page.goto('/client/buyerweb/list/');
  await expect(page).toHaveTitle(`项目公告 - ${siteTitle}`);
  // A detail is named after its item once the item has loaded.
  await page.goto('/client/buyerweb/noticeDetail/?id=assets-project-001');
  const item = (await page.getByTestId('annc-title').innerText()).trim();
  await expect(page).toHaveTitle(`${item} - ${siteTitle}`);
  await page.goto('/client/login/401/');
  await expect(page).toHaveTitle(`登录 - ${siteTitle}`);
});

test('client: a project opened on noticeDetail lights 项目公告, a notice 通知公告', async ({ page }) => {
  const menu = page.getByTestId('main-menu');
  await page.goto('/client/buyerweb/list/');
  await page.getByTestId('annc-card').first().getByRole('link').first().click();
  await page.waitForURL(/noticeDetail\/\?id=/);
  await expect(page.getByTestId('annc-title')).toBeVisible();
  await expect(menu.getByRole('link', { name: '项目公告' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/client/buyerweb/anncNoticeList/');
  await page.getByTestId('annc-card').first().getByRole('link').first().click();
  await page.waitForURL(/noticeDetail\/\?id=/);
  await expect(page.getByTestId('annc-title')).toBeVisible();
  await expect(menu.getByRole('link', { name: '通知公告' })).toHaveAttribute('aria-current', 'page');
});

test('client: the toast region is announced in Chinese, without "Notifications alt+T"', async ({ page }) => {
  await page.goto('/client/');
  // The toast region comes with the first toast: a forbidden character gives one.
  await page.getByPlaceholder('请输入关键词').fill('<');
  await expect(page.getByText('不可输入禁止字符')).toBeVisible();
  await expect(page.locator('section[aria-label^="消息通知"]')).toHaveCount(1);
  expect(await page.locator('[aria-label*="Notifications"]').count()).toBe(0);
});

test('client: 首页 pointing to the external home opens the sandbox stand-in, not a DNS error', async ({
  page,
}) => {
  await page.goto('/client/buyerweb/list/');
  await page.getByTestId('main-menu').getByRole('link', { name: '首页' }).click();
  await page.waitForURL(/\/__sandbox\/external\/\?url=/);
  await expect(page.getByRole('heading', { name: '外部网站（沙箱替身）' })).toBeVisible();
  await expect(page.getByText('https://www.hnsggzy.example/')).toBeVisible();
});

test('client: a failed left menu says so in Chinese, not with a message key', async ({ page, faults }) => {
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/userDetail/');
  const menu = page.getByTestId('user-centre-menu');
  // The first page's own menu read is done before the fault is queued for the next one.
  await expect(menu).toContainText('基本信息');
  await faults.add({ path: '/baseapi/api/UserApi/GetMenuTree', status: 502, times: 1 });
  await page.reload();
  await expect(menu).toContainText('加载失败：服务器异常:502');
  await expect(menu).not.toContainText('serverStatus');
});

test('client: 参与竞价 in the left menu calls GetUserInfo before asking for the bidding address', async ({
  page,
  context,
}) => {
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/userDetail/');
  const calls: string[] = [];
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/GetUserInfo|GetBidUrl/.test(path)) calls.push(path.split('/').pop()!);
  });
  const [hall] = await Promise.all([
    context.waitForEvent('page'),
    page.getByTestId('user-centre-menu').getByRole('link', { name: '参与竞价' }).click(),
  ]);
  await hall.waitForURL(/\/bid\/#\/bid\?BidUrlType=Bidding&token=/);
  expect(calls).toEqual(['GetUserInfo', 'GetBidUrl']);
});

test('client: the portal SetSimulate page links to the simulated-bidding setting of the user centre', async ({
  page,
}) => {
  await page.goto('/client/buyerweb/SetSimulate/');
  await expect(page.getByTestId('set-simulate').getByRole('link')).toHaveAttribute(
    'href',
    '/client/buyerweb/userCenterConter/buyer/SetSimulate/',
  );
});

test('recycle: the footer links the third content page, ylHead?id=5', async ({ page }) => {
  await page.goto('/recycle/recycleweb/annc_list/');
  await page.getByTestId('footer').getByRole('link', { name: '关于我们' }).click();
  await page.waitForURL('**/recycle/recycleweb/ylHead/?id=5');
  await expect(page.getByRole('heading', { name: '关于我们' }).first()).toBeVisible();
});

test('client: a legacy link into the retired messageweb lands on the user centre notices', async ({
  page,
}) => {
  const notices = noticesRequested(page);
  await page.goto('/client/#/messageweb/list?id=3');
  await notices;
  // It ends on the provider's password form: a page that stays, not one still leaving.
  await expect(page.getByLabel('密码')).toBeVisible();
});

test('client: a direct path into a retired sub-app goes on to where its content lives', async ({ page }) => {
  // Any other unknown path stays on the not-found page.
  await page.goto('/client/nosuchapp/');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/client/nosuchapp/');
  await page.goto('/client/assetsweb/home/');
  await page.waitForURL((url) => url.pathname === '/client/');
  // Last: the notices page asks a visitor to sign in and leaves for the provider.
  const notices = noticesRequested(page);
  await page.goto('/client/messageweb/');
  await notices;
  // It ends on the provider's password form: a page that stays, not one still leaving.
  await expect(page.getByLabel('密码')).toBeVisible();
});
