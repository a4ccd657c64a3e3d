import { expect, test } from './sandbox-faults';
import { openPortalSignedIn } from './portal-sign-in';
import { storedSession, submitProviderLogin } from './auth-helpers';
import { getUserBasicInfoPath } from '../lib/contract/user';

test('client: a buyer keeps a favourite, finds it in 我的收藏 and removes it there', async ({ page }) => {
  await openPortalSignedIn(page, 'client', 'buyer', '/client/buyerweb/noticeDetail/?id=assets-project-009');
  const title = (await page.getByTestId('annc-title').textContent())!;
  const button = page.getByTestId('favourite-button');
  await expect(button).toHaveText('收藏');
  await button.click();
  await expect(page.getByText('收藏成功')).toBeVisible();
  await expect(button).toHaveText('取消收藏');

  await page.locator('[data-quick-nav="favourites"]').click();
  await page.waitForURL('**/client/buyerweb/userCenterConter/CollectList/');
  const row = page.getByTestId('collect-list').locator('tbody tr').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '取消收藏' }).click();
  await expect(row).toHaveCount(0);
});

test('client: join bidding opens the bidding hall with the token for a signed-in buyer', async ({
  page,
  context,
}) => {
  await openPortalSignedIn(page, 'client', 'buyer', '/client/buyerweb/list/');
  const [hall] = await Promise.all([
    context.waitForEvent('page'),
    page.locator('[data-quick-nav="joinBidding"]').click(),
  ]);
  await hall.waitForURL(/\/bid\/#\/bid\?BidUrlType=Bidding&token=/);
  const token = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('authInfo')!).auth.accessToken as string,
  );
  expect(new URL(hall.url().replace('#/bid', 'bid')).searchParams.get('token')).toBe(token);
});

// The hall is opened with the token as it is after the way there: GetUserInfo meets an expired
// token, the client refreshes (the provider rotates the tokens) and asks again.
test('client: join bidding from the quick panel opens the hall with the token a refresh on the way left', async ({
  page,
  context,
  faults,
}) => {
  await openPortalSignedIn(page, 'client', 'buyer', '/client/buyerweb/list/');
  const before = (await storedSession(page))?.auth?.accessToken;
  expect(before).toBeTruthy();
  await faults.add({ path: '/baseapi/api/UserApi/GetUserInfo', status: 401, times: 1 });
  const [hall] = await Promise.all([
    context.waitForEvent('page'),
    page.locator('[data-quick-nav="joinBidding"]').click(),
  ]);
  await hall.waitForURL(/\/bid\/#\/bid\?BidUrlType=Bidding&token=/);
  const token = new URL(hall.url().replace('#/bid', 'bid')).searchParams.get('token');
  const live = (await storedSession(hall))?.auth?.accessToken;
  expect(live).not.toBe(before);
  expect(token, 'the token the refresh replaced').not.toBe(before);
  expect(token).toBe(live);
  const answer = await page.request.post(`/baseapi${getUserBasicInfoPath}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { ErrorCode: number }).ErrorCode).toBe(0);
});

test('client: a user without an authenticated identity is asked to 去认证', async ({ page }) => {
  await openPortalSignedIn(
    page,
    'client',
    'noidentity',
    '/client/buyerweb/noticeDetail/?id=assets-project-005',
  );
  await page.getByTestId('favourite-button').click();
  const confirm = page.getByTestId('identity-confirm');
  await expect(confirm).toContainText('尊敬的用户，当前操作需要竞买人身份，请先认证该身份');
  await confirm.getByRole('link', { name: '去认证' }).click();
  await page.waitForURL('**/client/baseweb/userCenterConter/userCenter/AddBusinessIdentity/');
});

test('client: a seller sees neither join bidding nor favourites', async ({ page }) => {
  await openPortalSignedIn(page, 'client', 'seller', '/client/buyerweb/noticeDetail/?id=assets-project-005');
  await expect(page.getByTestId('annc-title')).toBeVisible();
  await expect(
    page.locator('[data-quick-nav="feedback"], [data-quick-nav="publicAccount"]').first(),
  ).toBeVisible();
  await expect(page.locator('[data-quick-nav="joinBidding"]')).toHaveCount(0);
  await expect(page.locator('[data-quick-nav="favourites"]')).toHaveCount(0);
  await expect(page.getByTestId('favourite-button')).toHaveCount(0);
  await expect(page.getByTestId('apply-button')).toHaveCount(0);
});

test('client: a visitor opening 我的收藏 from the quick panel signs in and lands on 我的收藏', async ({
  page,
}) => {
  await page.goto('/client/buyerweb/list/');
  await page.locator('[data-quick-nav="favourites"]').click();
  await submitProviderLogin(page, 'buyer');
  await page.waitForURL(/\/client\/buyerweb\/userCenterConter\/CollectList\/$/);
  await expect(page.getByTestId('collect-list').getByRole('columnheader').first()).toHaveText('项目名称');
});
