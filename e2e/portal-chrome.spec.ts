import { expect, test } from './csp-guard';
import { apiAnswer } from './api-answer';
import { openPortalSignedIn } from './portal-sign-in';

for (const [vd, app] of [
  ['lease', 'leaseweb'],
  ['smalllease', 'smallleaseweb'],
] as const) {
  test(`${vd}: mapFindHouse and fullVirtualReality hide the header search, the menu and the footer`, async ({
    page,
  }) => {
    // The markers are drawn from the houses' answer.
    const houses = apiAnswer(page, '/api/LeaseApi/QueryHouseMap');
    await page.goto(`/${vd}/${app}/mapFindHouse/`);
    await houses;
    await expect(page.getByTestId('map-find-house')).toBeVisible();
    await expect(page.locator('path.house-marker').first()).toBeAttached();
    await expect(page.getByTestId('house-list').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('logo-words')).toBeVisible();
    await expect(page.getByTestId('search-box')).toHaveCount(0);
    await expect(page.getByTestId('main-menu')).toHaveCount(0);
    await expect(page.getByTestId('footer')).toHaveCount(0);

    await page.goto(`/${vd}/${app}/fullVirtualReality/?id=${vd}-project-001`);
    await expect(page.getByTestId('virtual-reality')).toBeVisible();
    await expect(page.getByTestId('main-menu')).toHaveCount(0);
    await expect(page.getByTestId('footer')).toHaveCount(0);
  });
}

test('client: join bidding as a visitor goes to login with the encoded current address', async ({ page }) => {
  // The login page itself belongs to the sign-in tests; here it only has to be reached.
  await page.route('**/client/login/?*', (route) =>
    route.fulfill({ contentType: 'text/html', body: 'login' }),
  );
  await page.goto('/client/buyerweb/list/?state=Bidding');
  const here = page.url();
  await page.locator('[data-quick-nav="joinBidding"]').click();
  await page.waitForURL(/\/client\/login\//);
  expect(new URL(page.url()).search).toBe(`?redirect=${encodeURIComponent(here)}`);
});

test('client: favourites as a visitor goes to login too, and the panel says 参与竞拍', async ({ page }) => {
  await page.route('**/client/login/?*', (route) =>
    route.fulfill({ contentType: 'text/html', body: 'login' }),
  );
  await page.goto('/client/buyerweb/anncPublic/');
  await expect(page.locator('[data-quick-nav="joinBidding"]')).toHaveText('参与竞拍');
  await page.locator('[data-quick-nav="favourites"]').click();
  await page.waitForURL(/\/client\/login\/\?redirect=/);
});

test('recycle: the quick panel has no join-bidding item', async ({ page }) => {
  await page.goto('/recycle/recycleweb/annc_list/');
  await expect(page.locator('[data-quick-nav="favourites"]')).toBeVisible();
  await expect(page.locator('[data-quick-nav="joinBidding"]')).toHaveCount(0);
});

test('lease: the footer shows the service desk from the customer-service dictionary', async ({
  page,
  request,
}) => {
  const answer = await request.post(
    '/gatewayapi/lease/api/Anncapi/GetClientSysdicts?dictType=CustomerService',
  );
  const phone = ((await answer.json()) as { Data: Array<{ Value: string }> }).Data[0]!.Value;
  await page.goto('/lease/leaseweb/annc/');
  await expect(page.locator('[data-slot="phone"]')).toHaveText(phone);
});

test('inventory: the footer shows the organisation contact info', async ({ page, request }) => {
  const answer = await request.post('/gatewayapi/inventory/api/IndexApi/FindOrgContactInfo');
  const contact = ((await answer.json()) as { Data: { Tel: string; Email: string } }).Data;
  await page.goto('/inventory/inventoryweb/annc/');
  await expect(page.locator('[data-slot="phone"]')).toHaveText(contact.Tel);
  await expect(page.locator('[data-slot="email"]')).toHaveText(contact.Email);
});

test('lease: the mobile QR is drawn on a canvas and then shown as an image', async ({ page }) => {
  await page.goto('/lease/leaseweb/annc/');
  const mobile = page.locator('[data-quick-nav="mobile"]');
  await mobile.hover();
  await expect(page.locator('[data-qr-card="mobile"] img[data-qr-value]')).toBeVisible();
});

test('inventory: the marks popup shows once per browser for the demo user and saves with 操作成功', async ({
  page,
}) => {
  await openPortalSignedIn(page, 'inventory', 'inventory');
  const popup = page.getByTestId('marks-popup');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '以后再说' }).click();
  await expect(popup).toHaveCount(0);

  // Shown once in this browser: another page does not bring it back.
  await page.goto('/inventory/inventoryweb/annc/');
  await expect(page.getByTestId('annc-card').first()).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(popup).toHaveCount(0);

  // A browser without the flag shows it again; saving a mark says 操作成功.
  await page.evaluate(() => window.localStorage.removeItem('isShowMarkPopup'));
  await page.reload();
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '钢材' }).click();
  await expect(popup.getByRole('button', { name: '钢材' })).toHaveAttribute('aria-pressed', 'true');
  await popup.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(popup).toHaveCount(0);

  // Leave the demo account as seeded (no marks) for the next run.
  const token = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('authInfo')!).auth.accessToken as string,
  );
  const memberId = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('authInfo')!).user.MemberId as string,
  );
  const reset = await page.request.post('/baseapi/api/Mark/SaveMark', {
    headers: { Authorization: `Bearer ${token}` },
    data: { MemberId: memberId, MarkIds: [] },
  });
  expect(reset.ok()).toBe(true);
});

test('client: a signed-in buyer applies and copies the application number', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPortalSignedIn(page, 'client', 'buyer', '/client/buyerweb/noticeDetail/?id=assets-project-005');
  await page.getByTestId('apply-button').click();
  await page.getByTestId('apply-terms').getByLabel('我已阅读并同意以上条款').check();
  await page.getByRole('button', { name: '确认报名' }).click();
  const dialog = page.getByTestId('apply-success');
  await expect(dialog).toBeVisible();
  const code = await page.getByTestId('apply-code').inputValue();
  expect(code).toMatch(/^BM/);
  await dialog.getByRole('button', { name: '复制' }).click();
  // The button itself says it is done.
  await expect(dialog.getByRole('button', { name: '已复制' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});
