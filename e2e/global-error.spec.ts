import { expect, test } from '@playwright/test';
import messages from '../messages/zh-CN.json';

/**
 * A page whose tenant frame cannot start: the hydration data names, for the frame's messages
 * provider, code that this release's chunks do not hold (a page cached across a release that
 * replaced them). Above every tenant's own error boundary, only the root error page is left: it
 * must speak Chinese, as every page does, and offer the reload that fetches the code again. The
 * page keeps its script policy: the data is a data block, which the policy does not hash.
 */
test('client: a page whose frame cannot start says so in Chinese and reloads', async ({ page }) => {
  let edited = 0;
  await page.route('**/client/', async (route) => {
    const response = await route.fetch();
    const original = await response.text();
    // The hydration data stands as plain text in the page (scripts/lib/raw-flight.ts). The
    // provider's export name has a row of its own (`28:"MessagesProvider"`), which the row naming
    // its module refers to (`29:I[61549,[…],"$28"]`).
    const nameRow = original.match(/\n([0-9a-f]+):"MessagesProvider"\n/)?.[1];
    const html = original.replace(
      new RegExp(`I\\[\\d+,(\\[[^\\]]*\\]),"(\\$${nameRow}|MessagesProvider)"\\]`),
      (_, chunks: string, name: string) => {
        edited += 1;
        return `I[987654321,${chunks},"${name}"]`;
      },
    );
    await route.fulfill({ response, body: html });
  });
  page.on('pageerror', () => undefined);
  await page.goto('/client/');
  expect(edited).toBe(1);
  const alert = page.getByTestId('global-error');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert.getByRole('heading')).toHaveText(messages.ui.pageFailed);
  await expect(alert).toContainText(messages.ui.pageFailedText);
  await page.unroute('**/client/');
  await Promise.all([
    page.waitForEvent('load'),
    alert.getByRole('button', { name: messages.ui.reload }).click(),
  ]);
  await expect(page.getByTestId('home-banner')).toBeVisible();
  await expect(page.getByTestId('global-error')).toHaveCount(0);
});
