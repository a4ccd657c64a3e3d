import { expect, test } from './csp-guard';

const word = '梧桐苑';

test('client: the header search finds a seeded announcement by a word of its title', async ({ page }) => {
  await page.goto('/client/');
  await page.getByRole('textbox', { name: '站内搜索' }).fill(word);
  await page.getByRole('button', { name: '开始搜索' }).click();
  await expect(page).toHaveURL(/\/client\/buyerweb\/list\/\?word=/);
  await expect(page.getByTestId('search-word')).toContainText(word);
  await expect(page.getByTestId('annc-card')).toHaveCount(1);
  await expect(page.getByTestId('annc-card')).toContainText(word);
});

test("client: Enter (a phone keyboard's 搜索 key) searches, and the box keeps the word on the results", async ({
  page,
}) => {
  await page.goto('/client/');
  const box = page.getByRole('search').getByRole('textbox', { name: '站内搜索' });
  await expect(box).toHaveAttribute('enterkeyhint', 'search');
  await page.getByRole('search').getByRole('tab', { name: '结果公示' }).click();
  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/client\/buyerweb\/anncPublic\/\?word=/);
  await expect(page.getByRole('search').getByRole('textbox', { name: '站内搜索' })).toHaveValue(word);
  await expect(page.getByRole('search').getByRole('tab', { name: '结果公示' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('lease: Enter searches through the lease search route', async ({ page }) => {
  await page.goto('/lease/');
  const box = page.getByRole('textbox', { name: '站内搜索' });
  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/lease\/leaseweb\/search\/\?word=/);
  await expect(page.getByTestId('annc-card')).toHaveCount(1);
  await expect(page.getByTestId('annc-card')).toContainText(word);
});

test('inventory: the single search box finds the announcement', async ({ page }) => {
  await page.goto('/inventory/');
  const box = page.getByPlaceholder('请输入搜索内容');
  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/inventory\/inventoryweb\/search\/\?word=/);
  await expect(page.getByTestId('annc-card')).toContainText(word);
});

test('client: a word nothing matches shows the empty state', async ({ page }) => {
  await page.goto(`/client/buyerweb/list/?word=${encodeURIComponent('不存在的词语')}`);
  await expect(page.getByTestId('portal-empty')).toHaveText('暂无数据');
});

test('client: a word in the address reaches the API and the page without control or reordering characters', async ({
  page,
}) => {
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/AnncApi/QueryAnncList'))
      sent.push((request.postDataJSON() as { Word?: unknown }).Word);
  });
  // NUL and a right-to-left override before the word, a line break after it.
  await page.goto('/client/buyerweb/list/?word=%00%E2%80%AE%E9%83%91%E5%B7%9E%0A');
  await expect(page.getByTestId('list-total')).toBeVisible();
  expect(sent.length).toBeGreaterThan(0);
  expect(new Set(sent)).toEqual(new Set(['郑州']));
  await expect(page.getByTestId('search-word')).toHaveText('“郑州”的搜索结果');
  await expect(page.getByRole('search').getByRole('textbox', { name: '站内搜索' })).toHaveValue('郑州');
});
