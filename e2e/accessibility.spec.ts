import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Serious and critical axe-core violations on the page as it is now, summarised for the report. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the province home page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/client/');
  await expect(page.getByTestId('main-menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sign-in waiting screen has no serious accessibility violation', async ({ page }) => {
  await page.goto('/client/GetCode/?error=server_error');
  await expect(page.getByText('登录失败：server_error')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
