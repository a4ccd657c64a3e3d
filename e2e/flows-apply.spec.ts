import { expect, test } from './cpu-throttle';
import { openPortalSignedIn } from './portal-sign-in';

// Whole user flows through sign-in on a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('client: 我要报名 asks for the terms, then shows 已报名, lights 意向报名 and lists the project in 我的参与', async ({
  page,
}) => {
  await openPortalSignedIn(page, 'client', 'member', '/client/buyerweb/noticeDetail/?id=assets-project-013');
  const title = (await page.getByTestId('annc-title').textContent())!;
  const button = page.getByTestId('apply-button');
  const applyStep = page.getByTestId('step-bar').locator('li').filter({ hasText: '意向报名' });
  await expect(applyStep).not.toHaveAttribute('data-step-status', 'done');
  await expect(button).toHaveText('我要报名');
  await button.click();

  const terms = page.getByTestId('apply-terms');
  await expect(terms).toContainText('报名须知');
  const confirm = terms.getByRole('button', { name: '确认报名' });
  await expect(confirm).toBeDisabled();
  await terms.getByLabel('我已阅读并同意以上条款').check();
  await confirm.click();

  const success = page.getByTestId('apply-success');
  await expect(success).toBeVisible();
  await expect(page.getByTestId('apply-code')).toHaveValue(/^BM/);
  const deposit = /保证金：([\d,.]+ 元)/.exec((await success.textContent())!)![1]!;
  await success.getByRole('button', { name: '关闭' }).click();
  await expect(button).toHaveText('已报名');
  await expect(button).toBeDisabled();
  await expect(applyStep).toHaveAttribute('data-step-status', 'done');

  // The applied state is the server's, not the tab's: it survives a reload.
  await page.reload();
  await expect(page.getByTestId('apply-button')).toHaveText('已报名');

  await page.goto('/client/buyerweb/userCenterConter/MyParticipation/');
  const row = page.getByTestId('participation-list').locator('tbody tr').filter({ hasText: title });
  await expect(row).toContainText('已报名');
  // One figure everywhere: the deposit 报名成功 named.
  await expect(row).toContainText(deposit);
});

test('lease: an application is listed under the lease site, not under the property-rights client', async ({
  page,
}) => {
  await openPortalSignedIn(page, 'lease', 'member', '/lease/leaseweb/anncDetail/?id=lease-project-013');
  const title = (await page.getByTestId('annc-title').textContent())!;
  await page.getByTestId('apply-button').click();
  await page.getByTestId('apply-terms').getByLabel('我已阅读并同意以上条款').check();
  await page.getByRole('button', { name: '确认报名' }).click();
  await expect(page.getByTestId('apply-success')).toBeVisible();

  await page.goto('/lease/buyerweb/userCenterConter/MyParticipation/');
  const rows = page.getByTestId('participation-list').locator('tbody tr');
  await expect(rows.filter({ hasText: title })).toHaveCount(1);
  await page.goto('/client/buyerweb/userCenterConter/MyParticipation/');
  await expect(page.getByTestId('participation-list').locator('tbody tr').first()).toBeVisible();
  await expect(
    page.getByTestId('participation-list').locator('tbody tr').filter({ hasText: title }),
  ).toHaveCount(0);
});

test('smalllease: AnncApply checks the form, removes forbidden characters, sends it and shows the number', async ({
  page,
}) => {
  await openPortalSignedIn(
    page,
    'smalllease',
    'member',
    '/smalllease/smallleaseweb/anncDetail/?id=smalllease-project-013',
  );
  await page.getByTestId('apply-button').click();
  await page.waitForURL('**/smalllease/smallleaseweb/AnncApply/?id=smalllease-project-013');
  const form = page.getByTestId('annc-apply');
  await expect(form.getByTestId('annc-title')).not.toBeEmpty();

  await form.getByRole('button', { name: '提交报名' }).click();
  await expect(form.getByText('请输入2-50个字的申请人名称')).toBeVisible();
  await expect(form.getByText('请阅读并同意报名须知')).toBeVisible();

  // A field people write in loses only the forbidden characters (docs/architecture.md).
  await form.getByLabel('申请人名称').fill('郑州某<商贸>公司');
  await expect(page.getByText('不可输入禁止字符')).toBeVisible();
  await expect(form.getByLabel('申请人名称')).toHaveValue('郑州某商贸公司');
  await form.getByLabel('申请人名称').fill('郑州某商贸有限公司');
  await form.getByLabel('联系人').fill('张三');
  await form.getByLabel('联系电话').fill('1380000');
  // A mistyped last digit of the ID number is caught before anything is sent.
  await form.getByLabel('证件号码').fill('410102199003072015');
  await form.getByLabel('我已阅读并同意《报名须知》').check();
  await form.getByRole('button', { name: '提交报名' }).click();
  await expect(form.getByText('请输入正确的11位手机号码')).toBeVisible();
  await expect(form.getByText('请输入正确的18位身份证号或统一社会信用代码')).toBeVisible();

  await form.getByLabel('联系电话').fill('13800000000');
  await form.getByLabel('证件号码').fill('410102199003072014');
  await form.getByRole('button', { name: '提交报名' }).click();
  const success = page.getByTestId('apply-success');
  await expect(success).toBeVisible();
  const code = await page.getByTestId('apply-code').inputValue();
  await success.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByTestId('annc-apply-done')).toContainText(code);
});
