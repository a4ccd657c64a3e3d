import { expect, test } from './cpu-throttle';
import { SCAN_INTERVAL_MS } from '../lib/input/forbidden-guard';
import { hydrated } from './auth-helpers';

test('client: a forbidden character set by script, with no typing, is taken out within the 1 s scan', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/client/buyerweb/list/');
  const search = page.getByRole('textbox', { name: '站内搜索' });
  await expect(search).toBeVisible();
  const setByScript = (text: string) =>
    search.evaluate((input: HTMLInputElement, value) => {
      input.value = value;
    }, text);
  // The rule installs after the page hydrates: until it has, a second passes with nothing done.
  await setByScript('房产{测试}');
  await expect(async () => {
    await page.clock.runFor(SCAN_INTERVAL_MS);
    await expect(search).toHaveValue('房产测试', { timeout: 1000 });
  }).toPass();
  await expect(page.getByText('不可输入禁止字符')).toBeVisible();

  // Installed, the rule strips text set by script at its next scan, and leaves allowed text alone.
  await setByScript('郑州"');
  await page.clock.runFor(SCAN_INTERVAL_MS);
  expect(await search.inputValue()).toBe('郑州');
  await setByScript('房产');
  await page.clock.runFor(SCAN_INTERVAL_MS);
  expect(await search.inputValue()).toBe('房产');
});

test('lease: a form field set by script keeps its text without the forbidden characters after the 1 s scan', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/lease/leaseweb/guestBook/');
  // The form re-renders when the messages arrive, and React then puts back the value it holds
  // (empty): text set by script, with no input event, comes after that, as on a page in use.
  await expect(page.getByTestId('guest-message').first()).toBeVisible();
  await hydrated(page);
  const content = page.getByTestId('guest-book-form').getByLabel('留言内容');
  await content.evaluate((textarea: HTMLTextAreaElement) => {
    textarea.value = '求租{临街}门面';
  });
  // The rule loads after the page hydrates: until it has, a scan passes with nothing done.
  await expect(async () => {
    await page.clock.runFor(SCAN_INTERVAL_MS);
    await expect(content).toHaveValue('求租临街门面', { timeout: 1000 });
  }).toPass();
  await expect(page.getByText('不可输入禁止字符')).toBeVisible();
});
