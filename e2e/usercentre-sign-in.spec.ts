import { expect, test } from './csp-guard';
import { signInAt, uc } from './usercentre-helpers';

test('a visitor opening userDetail is sent to sign in and comes back to it', async ({ page }) => {
  await page.goto(uc('baseweb/userCenterConter/userCenter/userDetail/'));
  await expect(page).toHaveURL(/\/adfs\/oauth2\//, { timeout: 15_000 });
  await signInAt(page, 'multi', '受让方');
  await page.waitForURL(/\/client\/baseweb\/userCenterConter\/userCenter\/userDetail\/$/);
  await expect(page.getByTestId('user-detail')).toContainText('李多身份');
  await expect(page.getByTestId('user-centre-menu')).toBeVisible();
  // The panel loads after hydration elsewhere: once the page is quiet it would be there.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('quick-nav')).toHaveCount(0);
});

test('a visitor opening a detail page comes back to it with its query', async ({ page }) => {
  await page.goto(uc('buyerweb/userCenterConter/MyParticipationDetail/?id=multi-part-03'));
  await signInAt(page, 'multi', '受让方');
  await page.waitForURL(/MyParticipationDetail\/\?id=multi-part-03$/);
  await expect(page.getByTestId('participation-detail')).toContainText('保证金');
});
