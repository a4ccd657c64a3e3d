import { expect, test } from './csp-guard';

for (const vd of ['lease', 'smalllease']) {
  const app = vd === 'lease' ? 'leaseweb' : 'smallleaseweb';
  test(`${vd}: a guest-book message posted is still there after a reload`, async ({ page }) => {
    const content = `求租仓库 ${vd} ${Date.now()}`;
    await page.goto(`/${vd}/${app}/guestBook/`);
    await expect(page.getByTestId('guest-message').first()).toBeVisible();
    await page.getByRole('button', { name: '提交留言' }).click();
    await expect(page.getByText('请填写姓名、联系方式和留言内容')).toBeVisible();

    const form = page.getByTestId('guest-book-form');
    await form.locator('input[name="Name"]').fill('测试用户');
    await form.locator('input[name="Contact"]').fill('13812345678');
    await form.locator('textarea[name="Content"]').fill(content);
    await page.getByRole('button', { name: '提交留言' }).click();
    await expect(page.getByText('留言成功')).toBeVisible();
    await expect(page.getByTestId('guest-message').first()).toContainText(content);

    await page.reload();
    const message = page.getByTestId('guest-message').filter({ hasText: content });
    await expect(message).toHaveCount(1);
    await expect(message).toContainText('138****5678');
  });
}
