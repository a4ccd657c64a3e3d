import messages from '../messages/zh-CN.json';
import { expect, test } from './sandbox-faults';
import { openSignedIn } from './usercentre-helpers';

const generic = messages.api.errors.defaultError;

test('a list failing with developer text shows the generic Chinese message, the text stays on the console', async ({
  page,
  faults,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const raw = 'Object reference not set to an instance of an object.';
  await faults.add({ path: '/baseapi/api/AnncApi/QueryAnncList', errorCode: 1, message: raw });
  await page.goto('/client/buyerweb/list/');
  const error = page.getByTestId('portal-error');
  await expect(error).toContainText(generic);
  await expect(error).not.toContainText('Object reference');
  expect(logged.join('\n')).toContain(raw);
});

test('a change failing with an SqlException toasts the generic message; a Chinese one is shown as written', async ({
  page,
  faults,
}) => {
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/BankManagement/');
  const fill = async () => {
    await page.getByRole('button', { name: '新增银行账户' }).click();
    const dialog = page.getByRole('dialog', { name: '新增银行账户' });
    await dialog.getByLabel('户名').fill('李多身份');
    await dialog.getByLabel('银行账号').fill('6222000011113333');
    await dialog.getByLabel('开户银行').fill('中国银行');
    await dialog.getByLabel('开户支行').fill('郑州分行');
    await dialog.getByRole('button', { name: '保存' }).click();
    return dialog;
  };
  await faults.add({
    path: '/baseapi/api/MemberApi/AddBankAccount',
    errorCode: 1,
    message: "SqlException (0x80131904): Invalid column name 'BranchName'.",
  });
  const dialog = await fill();
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts.filter({ hasText: generic }).first()).toBeVisible();
  await expect(toasts.filter({ hasText: 'SqlException' })).toHaveCount(0);

  await faults.add({
    path: '/baseapi/api/MemberApi/AddBankAccount',
    errorCode: 1,
    message: '该银行账户已存在',
  });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toasts.filter({ hasText: '该银行账户已存在' }).first()).toBeVisible();
});
