import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './csp-guard';
import { expectFits, phone } from './phone-fit';
import { openWithSession } from './seeded-session';
import { openSignedIn, uc } from './usercentre-helpers';
import { userCentrePages } from '../lib/contract/user-centre-pages';

test.use({ viewport: phone });

/** Every page of the user centre the portal builds, read from the app folder, plus the contract's list. */
function everyUserCentrePage(): string[] {
  const root = join(__dirname, '..', 'app', '[site]', '(main)');
  const found = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /userCenterConter.*page\.tsx$/.test(file))
    .map((file) => `${file.replace(/\\/g, '/').replace(/page\.tsx$/, '')}`);
  return [...new Set([...found, ...Object.values(userCentrePages)])].sort();
}

/** Waits until the page body has loaded (no 正在加载 left), so its width is the final one. */
async function settled(page: import('@playwright/test').Page) {
  const body = page.getByTestId('user-centre').locator(':scope > section');
  await expect(body.locator('h1').first()).toBeVisible();
  await expect(body).not.toContainText('正在加载');
}

test('on a phone the page comes first and the menu opens in a drawer named after the page', async ({
  page,
}) => {
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/userDetail/', 'buyer');
  const heading = page.getByRole('heading', { level: 1, name: '基本信息' });
  await expect(heading).toBeVisible();
  // The heading is on the first screen, not under the menu.
  expect((await heading.boundingBox())!.y).toBeLessThan(phone.height / 2);
  await expect(page.getByTestId('user-centre-menu')).toBeHidden();

  const button = page.getByTestId('user-centre-menu-button');
  await expect(button).toContainText('基本信息');
  await button.click();
  const drawer = page.getByRole('dialog', { name: '用户中心菜单' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: '基本信息' })).toHaveAttribute('aria-current', 'page');
  // Focus moved into the drawer; Escape closes it and gives focus back to the button.
  expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await drawer.getByRole('link', { name: '订单查询' }).click();
  await page.waitForURL((url) => url.pathname === uc('baseweb/userCenterConter/userCenter/OrderQuery/'));
  await expect(page.getByTestId('user-centre-menu-button')).toContainText('订单查询');
});

test('on a desktop the menu stays beside the page and the drawer button is not there', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/userDetail/', 'buyer');
  await expect(page.getByTestId('user-centre-menu').getByRole('link', { name: '基本信息' })).toBeVisible();
  await expect(page.getByTestId('user-centre-menu-button')).toBeHidden();
});

test('基本信息 and 订单查询 fit a phone: values stacked under their labels, orders as cards', async ({
  page,
}) => {
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/userDetail/', 'buyer');
  await settled(page);
  await expectFits(page, '基本信息');
  const mobile = page.locator('[data-field="手机号码"]');
  const box = (await mobile.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);

  await page.goto(uc('baseweb/userCenterConter/userCenter/OrderQuery/'));
  await settled(page);
  await expectFits(page, '订单查询');
  // The filter form stacks: each label above its control.
  const label = page.getByText('订单编号', { exact: true }).first();
  const input = page.getByLabel('订单编号');
  expect((await label.boundingBox())!.y + (await label.boundingBox())!.height).toBeLessThanOrEqual(
    (await input.boundingBox())!.y,
  );
  // Each order is a card whose lines name their column.
  const firstCell = page.getByTestId('data-table').locator('tbody tr').first().locator('td').first();
  await expect(firstCell).toBeVisible();
  expect(await firstCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"订单编号"');
  const rowBox = (await page.getByTestId('data-table').locator('tbody tr').first().boundingBox())!;
  expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(phone.width);
});

test('the inventory interest popup fits a phone and 保存 can be tapped', async ({ page }) => {
  await openWithSession(page, '/inventory/', 'inventory', { vd: 'inventory' });
  const popup = page.getByTestId('marks-popup');
  await expect(popup).toBeVisible();
  await expectFits(page, '选择您感兴趣的类别');
  // A trial tap: 保存 is in view and nothing covers it; the account stays as seeded.
  await popup.getByRole('button', { name: '保存' }).click({ trial: true });
});

/** Buttons that open a dialog without changing anything until it is confirmed. */
const openers = ['新增银行账户', '编辑', '删除', '查看', '提交审核'];

for (const account of ['buyer', 'seller']) {
  test(`every user-centre page and its dialogs fit a phone for the ${account} demo account`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const pages = everyUserCentrePage();
    expect(pages.length).toBeGreaterThanOrEqual(18);
    await openSignedIn(page, pages[0]!, account);
    const dialogsSeen = new Set<string>();
    for (const inner of pages) {
      await page.goto(uc(inner));
      await expect(page.getByTestId('user-centre-menu-button')).toBeVisible();
      if (inner.includes('addProjects') && account === 'buyer') {
        // The page a buyer may not use answers with an alert (您不是转让方用户) and nothing else.
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectFits(page, `${inner} alert`);
        continue;
      }
      await settled(page);
      await expectFits(page, inner);

      await page.getByTestId('user-centre-menu-button').click();
      await expect(page.getByTestId('user-centre-drawer')).toBeVisible();
      await expectFits(page, `${inner} menu`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('user-centre-drawer')).toHaveCount(0);

      const body = page.getByTestId('user-centre').locator(':scope > section');
      for (const name of openers) {
        const opener = body.getByRole('button', { name, exact: true }).first();
        if (!(await opener.isVisible())) continue;
        await opener.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog).not.toContainText('正在加载');
        await expectFits(page, `${inner} ${name}`);
        dialogsSeen.add(name);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
    }
    // Not a sweep of nothing: 新增银行账户 opens for everyone, 查看 for every project of a seller
    // (which of the others show depends on what the demo data holds by then).
    expect([...dialogsSeen]).toEqual(
      expect.arrayContaining(account === 'seller' ? ['新增银行账户', '查看'] : ['新增银行账户']),
    );
  });
}

test('the portal dialogs a phone user can open without changing anything fit the screen', async ({
  page,
}) => {
  // 查看标的详情 on a detail page: 980 × 800 on a desktop.
  await page.goto('/client/buyerweb/noticeDetail/?id=assets-project-001');
  await page.getByRole('button', { name: '查看标的详情' }).first().click();
  await expect(page.getByTestId('subject-dialog')).toBeVisible();
  await expectFits(page, '标的详情');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('subject-dialog')).toHaveCount(0);

  // The identity chooser after signing in with several identities.
  // /ChangeOrg asks the identity rule again: the chooser without the sign-in pages before it.
  await openWithSession(page, uc('ChangeOrg/'), 'multi', { identityName: '受让方' });
  await expect(page.getByTestId('identity-chooser')).toBeVisible({ timeout: 15_000 });
  await expectFits(page, '选择交易身份');
  await page.getByTestId('identity-chooser').getByRole('radio', { name: '受让方' }).dblclick();
  await expect(page.getByTestId('identity-chooser')).toHaveCount(0);

  // 我要报名's terms, closed without agreeing.
  await page.goto('/client/buyerweb/noticeDetail/?id=assets-project-013');
  await page.getByTestId('apply-button').click();
  await expect(page.getByTestId('apply-terms')).toBeVisible();
  await expectFits(page, '报名须知');
});
