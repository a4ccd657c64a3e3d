import { expect, test } from './csp-guard';
import { openSignedIn } from './usercentre-helpers';

test("an organisation's 联系电话 takes a landline, a wrong number is named, and the application says it was sent", async ({
  page,
}) => {
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/AddBusinessIdentity/', 'buyer');
  const form = page.getByTestId('add-business-identity').locator('form');
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('AddBusinessIdentity')) posted.push(request.postData() ?? '');
  });
  const identity = form.getByLabel('身份类型');
  const first = await identity.locator('option').nth(1).getAttribute('value');
  await identity.selectOption(first!);
  await form.getByLabel('机构名称').fill('河南某某物资有限公司');
  await form.getByLabel('统一社会信用代码').fill('91410100MA44ABCD0Y');
  await form.getByLabel('联系人').fill('王经理');

  await form.getByLabel('联系电话').fill('0371-123');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(form.getByRole('alert')).toHaveText('请输入正确的手机号码或固定电话（如 0371-12345678）');
  expect(posted).toHaveLength(0);

  await form.getByLabel('联系电话').fill('0371-12345678');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: '业务身份申请已提交' })).toBeVisible();
  expect(JSON.parse(posted[0]!)).toMatchObject({ ContactPhone: '0371-12345678' });
});
