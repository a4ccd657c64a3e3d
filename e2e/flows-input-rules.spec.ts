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

test('lease: a form field set by script keeps its text without the forbidden characters after the 1 s scan', async ({
  page,
}) => {
  await page.goto('/lease/leaseweb/guestBook/');
  const content = page.getByTestId('guest-book-form').getByLabel('留言内容');
  await expect(content).toBeVisible();
  await content.evaluate((textarea: HTMLTextAreaElement) => {
    textarea.value = '求租{临街}门面';
  });
  await expect(content).toHaveValue('求租临街门面', { timeout: 2500 });
  await expect(page.getByText('不可输入禁止字符')).toBeVisible();
});
