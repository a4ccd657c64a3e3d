import { expect, test } from './csp-guard';
import { representativeTenants } from './tenants';

test('the province home page served by the sandbox loads with no failed request and no console error', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });

  const response = await page.goto(`/${representativeTenants.province}/`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('市场主体登录')).toBeVisible();
  expect(problems).toEqual([]);
});
