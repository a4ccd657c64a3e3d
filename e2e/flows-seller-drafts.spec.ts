import { expect, test } from './cpu-throttle';
import { openSignedIn } from './usercentre-helpers';

// Whole user flows through sign-in on a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('seller: a draft in 我的项目 is viewed, edited, submitted for review, and another deleted', async ({
  page,
}) => {
  await openSignedIn(page, 'baseweb/userCenterConter/addProjects/?isAdd=true&saveBaseInfo=true', 'seller');
  const form = page.getByTestId('add-project');
  const name = `许昌市厂房转让${Date.now() % 100000}`;
  await form.getByLabel('项目名称').fill(name);
  await form.getByLabel('挂牌价格（元）').fill('880000');
  await form.getByLabel('标的所在地').fill('许昌市');
  await form.getByLabel('联系人').fill('王转让');
  await form.getByLabel('联系电话').fill('13800000003');
  await form.getByRole('button', { name: '保存' }).click();
  await page.waitForURL('**/client/baseweb/userCenterConter/userCenter/MyProjects/');

  const list = page.getByTestId('my-projects');
  const row = list.locator('tbody tr').filter({ hasText: name });
  await expect(row).toContainText('草稿');

  await row.getByRole('button', { name: '查看' }).click();
  const detail = page.getByTestId('project-detail');
  await expect(detail).toContainText('许昌市');
  await expect(detail).toContainText('13800000003');
  await detail.getByRole('button', { name: '关闭' }).click();

  await row.getByRole('link', { name: '编辑' }).click();
  await page.waitForURL(/addProjects\/\?saveBaseInfo=true&id=/);
  await expect(form.getByLabel('项目名称')).toHaveValue(name);
  const edited = `${name}（含附属设施）`;
  await form.getByLabel('项目名称').fill(edited);
  await form.getByLabel('项目简介').fill('厂房及附属设施一并转让');
  await form.getByRole('button', { name: '保存' }).click();
  await page.waitForURL('**/client/baseweb/userCenterConter/userCenter/MyProjects/');
  const editedRow = list.locator('tbody tr').filter({ hasText: edited });
  await expect(editedRow).toContainText('草稿');

  await editedRow.getByRole('button', { name: '提交审核' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已提交审核')).toBeVisible();
  await expect(editedRow).toContainText('审核中');
  // Under review it can only be viewed.
  await expect(editedRow.getByRole('link', { name: '编辑' })).toHaveCount(0);
  await expect(editedRow.getByRole('button', { name: '删除' })).toHaveCount(0);

  // It stays so after a reload: the sandbox kept it.
  await page.reload();
  await expect(list.locator('tbody tr').filter({ hasText: edited })).toContainText('审核中');

  // Newest first: the last draft on the page is a seeded one no other test adds or touches.
  const draft = list.locator('tbody tr').filter({ hasText: '草稿' }).last();
  const draftName = (await draft.locator('td').nth(1).textContent())!;
  await draft.getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('dialog')).toContainText(draftName);
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('项目已删除')).toBeVisible();
  await expect(list.locator('tbody tr').filter({ hasText: draftName })).toHaveCount(0);
  await page.reload();
  await expect(list.locator('tbody tr').first()).toBeVisible();
  await expect(list.locator('tbody tr').filter({ hasText: draftName })).toHaveCount(0);
});
