import { expect, test } from './cpu-throttle';

test('client: a forbidden character set by script, with no typing, is cleared within the 1 s scan', async ({
  page,
}) => {
  await page.goto('/client/buyerweb/list/');
  const search = page.getByRole('textbox', { name: '站内搜索' });
  await expect(search).toBeVisible();
  await search.evaluate((input: HTMLInputElement) => {
    input.value = '房产{测试}';
  });
  await expect(search).toHaveValue('', { timeout: 2500 });
  await expect(page.getByText('不可输入禁止字符')).toBeVisible();

  // Allowed text set the same way stays.
  await search.evaluate((input: HTMLInputElement) => {
    input.value = '房产';
  });
  await page.waitForTimeout(1500);
  await expect(search).toHaveValue('房产');
});
