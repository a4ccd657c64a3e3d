import { expect, test } from './csp-guard';
import { openSignedIn, storedToken } from './usercentre-helpers';

test('a bank account typed with spaces is saved as digits, shown masked, survives a reload, and a removed one stays gone', async ({
  page,
}) => {
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/BankManagement/');
  const digits = `6222${Date.now()}`.slice(0, 19);
  const branch = `郑州花园路支行${digits.slice(-6)}`;
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('AddBankAccount')) posted.push(request.postData() ?? '');
  });
  await page.getByRole('button', { name: '新增银行账户' }).click();
  const dialog = page.getByRole('dialog', { name: '新增银行账户' });
  await dialog.getByLabel('户名').fill('李多身份');
  // As people copy it from a card or a statement: in groups of four.
  await dialog.getByLabel('银行账号').fill(digits.replace(/(\d{4})(?=\d)/g, '$1 '));
  await dialog.getByLabel('开户银行').fill('中国建设银行');
  await dialog.getByLabel('开户支行').fill(branch);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]', { hasText: '保存成功' })).toBeVisible();
  expect(JSON.parse(posted[0]!)).toMatchObject({ AccountNo: digits });
  const table = page.getByTestId('bank-management').getByTestId('data-table');
  const row = table.locator('tbody tr', { hasText: branch });
  await expect(row).toContainText(`**** ${digits.slice(-4)}`);
  await expect(table).not.toContainText(digits);

  await page.reload();
  await expect(row).toContainText(`**** ${digits.slice(-4)}`);

  await row.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('dialog', { name: '删除银行账户' });
  await expect(confirm).toContainText(`**** ${digits.slice(-4)}`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the bank form names each missing field in Chinese and sends nothing', async ({ page }) => {
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/BankManagement/');
  let posted = false;
  page.on('request', (request) => {
    if (request.url().includes('AddBankAccount')) posted = true;
  });
  await page.getByRole('button', { name: '新增银行账户' }).click();
  const dialog = page.getByRole('dialog', { name: '新增银行账户' });
  await dialog.getByLabel('银行账号').fill('12-34');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText([
    '此项为必填项',
    '请输入8至30位数字的银行账号',
    '此项为必填项',
    '此项为必填项',
  ]);
  expect(posted).toBe(false);
});

test('a favourite removed is gone after a reload', async ({ page, request }) => {
  await openSignedIn(page, 'buyerweb/userCenterConter/CollectList/');
  // Arrange: one known favourite, whatever earlier runs left.
  const token = await storedToken(page);
  const list = await request.post('/baseapi/api/AnncApi/QueryAnncList', {
    data: { PlatformId: 'AssetsCliectApp', Kind: 'project', PageIndex: 1, PageSize: 1 },
  });
  const annc = ((await list.json()) as { Data: { Items: { AnncId: string; Title: string }[] } }).Data
    .Items[0]!;
  const added = await request.post('/baseapi/api/CollectApi/AddCollect', {
    headers: { Authorization: `Bearer ${token}` },
    data: { PlatformId: 'AssetsCliectApp', AnncId: annc.AnncId },
  });
  expect(added.ok()).toBe(true);
  await page.reload();

  const table = page.getByTestId('collect-list').getByTestId('data-table');
  const row = table.locator('tbody tr', { hasText: annc.Title });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: '查看' })).toHaveAttribute(
    'href',
    new RegExp(`id=${annc.AnncId}`),
  );
  await row.getByRole('button', { name: '取消收藏' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: '已取消收藏' })).toHaveCount(1);
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('collect-list')).not.toContainText('正在加载');
  await expect(table.locator('tbody tr', { hasText: annc.Title })).toHaveCount(0);
});

test('a seller without IsSaler gets the alert on addProjects', async ({ page }) => {
  await openSignedIn(
    page,
    'baseweb/userCenterConter/addProjects/?isAdd=true&saveBaseInfo=true',
    'multi',
    '转让方',
  );
  const alert = page.getByRole('alertdialog', { name: '提示' });
  await expect(alert).toContainText('您不是转让方用户，请确认您的身份!');
  await page.keyboard.press('Escape');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '确定' }).click();
  await page.waitForURL(/userCenter\/userDetail\/$/);
});

test('a seller with IsSaler adds a project that then appears in my projects', async ({ page }) => {
  await openSignedIn(page, 'baseweb/userCenterConter/addProjects/?isAdd=true&saveBaseInfo=true', 'seller');
  const name = `郑州市测试仓库转让${Date.now() % 100000}`;
  const form = page.getByTestId('add-project');
  await form.getByLabel('项目名称').fill(name);
  // The amount input keeps to the amount rule while typing.
  await form.getByLabel('挂牌价格（元）').pressSequentially('0012a3..456');
  await expect(form.getByLabel('挂牌价格（元）')).toHaveValue('123.45');
  await form.getByLabel('标的所在地').fill('郑州市');
  await form.getByLabel('联系人').fill('王转让');
  await form.getByLabel('联系电话').fill('13800000003');
  await form.getByRole('button', { name: '保存' }).click();
  await page.waitForURL(/MyProjects\/$/);
  await expect(page.getByTestId('my-projects')).toContainText(name);
  await expect(page.getByTestId('my-projects')).toContainText('123.45');
});

test('a visitor opening addProjects is sent to login', async ({ page }) => {
  await page.goto('/client/baseweb/userCenterConter/addProjects/?isAdd=true&saveBaseInfo=true');
  await expect(page.getByLabel('账号')).toBeVisible({ timeout: 15_000 });
});

test('a bound email and a simulate setting persist across a reload', async ({ page }) => {
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/BindEmail/', 'portal');
  const email = `wu${Date.now() % 1_000_000}@example.cn`;
  const form = page.getByTestId('bind-email-form');
  await form.getByLabel('邮箱地址').fill(email);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: '验证码已发送' })).toHaveCount(1);
  await form.getByLabel('验证码').fill('12345');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(form.getByRole('alert')).toHaveText('请输入6位数字验证码');
  await form.getByLabel('验证码').fill('123456');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: '邮箱绑定成功' })).toHaveCount(1);
  await page.reload();
  await expect(form).toContainText(`当前邮箱：${email}`);

  await page.goto('/client/buyerweb/userCenterConter/buyer/SetSimulate/');
  const simulate = page.getByTestId('set-simulate');
  const price = String(1000 + (Date.now() % 9000));
  await simulate.getByLabel('起始价（元）').fill('');
  await simulate.getByLabel('起始价（元）').pressSequentially(`${price}.555`);
  await expect(simulate.getByLabel('起始价（元）')).toHaveValue(`${price}.55`);
  await simulate.getByLabel('加价幅度（元）').fill('');
  await simulate.getByLabel('加价幅度（元）').pressSequentially('50');
  await simulate.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: '模拟竞价设置已保存' })).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('simulate-current')).toContainText(
    Number(`${price}.55`).toLocaleString('zh-CN', { minimumFractionDigits: 2 }),
  );
});
