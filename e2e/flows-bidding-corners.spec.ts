import { expect, test } from './csp-guard';
import { openPortalSignedIn } from './portal-sign-in';

// Whole user flows through sign-in on a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('client: a signed-in visitor watches a bidding in progress with 围观竞价 (BidUrlType LookOn)', async ({
  page,
}) => {
  await openPortalSignedIn(page, 'client', 'buyer', '/client/buyerweb/list/?state=Bidding');
  const card = page.getByTestId('annc-card').first();
  await expect(card).toHaveAttribute('data-state', 'Bidding');
  await expect(card.getByTestId('look-on')).toHaveText('围观竞价');
  await expect(card.getByTestId('look-on')).toHaveAttribute('href', '/client/transit/?BidUrlType=LookOn');

  await card.locator('a[title]').click();
  const watch = page.getByTestId('annc-detail').getByTestId('look-on');
  await expect(watch).toHaveText('围观竞价');
  const [hall] = await Promise.all([page.waitForEvent('popup'), watch.click()]);
  await hall.waitForURL(/\/bid\/#\/bid\?BidUrlType=LookOn&token=\S+/);
  await expect(hall.locator('#bid-mode')).toHaveText('围观竞价（只看，不能出价）');
  await hall.close();
});

test('client: a visitor is not offered 围观竞价; /transit refuses a bidding view it does not know', async ({
  page,
}) => {
  await page.goto('/client/buyerweb/list/?state=Bidding');
  const card = page.getByTestId('annc-card').first();
  await expect(card).toHaveAttribute('data-state', 'Bidding');
  await expect(card).toContainText('报名已截止');
  await expect(page.getByTestId('look-on')).toHaveCount(0);

  await page.goto('/client/transit/?BidUrlType=Admin');
  await expect(page.getByTestId('sign-in-problem')).toContainText('竞价大厅地址获取失败');
  expect(new URL(page.url()).pathname).toBe('/client/transit/');
});

test('交易中心登录 on a local origin opens the configured local admin, with ?ext=2 on inventory', async ({
  page,
}) => {
  await page.goto('/client/');
  const origin = new URL(page.url()).origin;
  const admin = page.getByRole('link', { name: '交易中心登录' });
  // The markup carries the deployed address; pointing at the link puts it on the local rule, which
  // the sandbox profile configures as its own /admin stand-in.
  await expect(admin).toHaveAttribute('href', '/admin/#/login');
  await admin.hover();
  await expect(admin).toHaveAttribute('href', `${origin}/admin/#/login`);
  await admin.click();
  await page.waitForURL(`${origin}/admin/#/login`);
  await expect(page.locator('h1')).toHaveText('交易中心管理端登录（沙箱替身）');

  // A keyboard user reaches it the same way, with ?ext=2 on inventory.
  await page.goto('/inventory/');
  const inventoryAdmin = page.getByRole('link', { name: '交易中心登录' });
  await inventoryAdmin.focus();
  await expect(inventoryAdmin).toHaveAttribute('href', `${origin}/admin/#/login?ext=2`);
});

test('client: 交易客户端 in the user menu opens GetCtpClientUrl in a new tab without an opener; a failure says why', async ({
  page,
}) => {
  await openPortalSignedIn(page, 'client', 'buyer', '/client/');
  await page.getByRole('button', { name: '用户菜单' }).click();
  const [client] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: '交易客户端' }).click(),
  ]);
  await client.waitForURL(/\/bid\/#\/ctp$/);
  // The tab opened for the click cannot reach back into the portal (no reverse tabnabbing).
  expect(await client.evaluate(() => window.opener === null)).toBe(true);
  await client.close();

  await page.route('**/baseapi/api/OtherApi/GetCtpClientUrl', (route) =>
    route.fulfill({ json: { ErrorCode: 1, Message: '客户端地址暂未开放', Data: null } }),
  );
  // The menu stays pinned after a click on an item: Escape closes it before it is opened again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.getByRole('button', { name: '用户菜单' }).click();
  const [blank] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: '交易客户端' }).click(),
  ]);
  await expect(page.locator('[data-sonner-toast]', { hasText: '客户端地址暂未开放' })).toBeVisible();
  // The tab opened for the click closes again rather than staying blank.
  await expect.poll(() => blank.isClosed()).toBe(true);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
