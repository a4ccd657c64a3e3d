import { expect, test } from './cpu-throttle';
import { openWithSession } from './seeded-session';
import { nextFrameDrawn } from './auth-helpers';

// Whole user flows through sign-in on a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('client: a click opens the user menu and it stays open; 切换身份 leads to the identity chooser', async ({
  page,
}) => {
  await openWithSession(page, '/client/', 'multi', { identityName: '受让方' });
  const trigger = page.getByRole('button', { name: '用户菜单' });
  const menu = page.getByRole('menu');
  // Hovering opens it; a click on the open menu's button pins it rather than closing it.
  await trigger.hover();
  await expect(menu).toBeVisible();
  await trigger.click();
  await expect(menu.getByRole('menuitem')).toHaveText(['个人中心', '交易客户端', '切换身份', '退出登录']);
  // Moving the pointer away does not close a menu opened by click.
  await page.mouse.move(10, 600);
  await nextFrameDrawn(page);
  await expect(menu).toBeVisible();
  // Any other click closes it (SPEC §2), and a click opens it again.
  await page.getByTestId('welcome').click();
  await expect(menu).toHaveCount(0);
  await trigger.click();
  await expect(menu).toBeVisible();
  // A second click on the button closes it.
  await trigger.click();
  await page.mouse.move(10, 600);
  await expect(menu).toHaveCount(0);
  await trigger.click();
  await expect(menu).toBeVisible();

  await menu.getByRole('menuitem', { name: '切换身份' }).click();
  await page.waitForURL('**/client/ChangeOrg/');
  const chooser = page.getByTestId('identity-chooser');
  await expect(chooser).toBeVisible({ timeout: 15_000 });
  // The identity in use is marked, and only that one.
  await expect(chooser.getByTestId('current-identity')).toHaveCount(1);
  await expect(chooser.getByRole('radio', { name: /受让方/ })).toContainText('当前身份');
  await chooser.getByRole('radio', { name: '转让方' }).dblclick();
  await page.waitForURL('**/client/baseweb/userCenterConter/userCenter/userDetail/');
  await expect(page.getByTestId('identity-name')).toHaveText('转让方');
});

test('client: 个人中心 in the user menu opens the user centre; one identity has no 切换身份', async ({
  page,
}) => {
  await openWithSession(page, '/client/buyerweb/list/', 'buyer');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['个人中心', '交易客户端', '退出登录']);
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await page.waitForURL('**/client/baseweb/userCenterConter/userCenter/userDetail/');
});

test('lease: 账号设置 is always offered on lease sites', async ({ page }) => {
  await openWithSession(page, '/lease/leaseweb/annc/', 'buyer', { vd: 'lease' });
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['个人中心', '交易客户端', '账号设置', '退出登录']);
});
