import { devices, type Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { hydrated, nextFrameDrawn } from './auth-helpers';
import messages from '../messages/zh-CN.json';

/**
 * From now on, every script chunk the page asks for is refused: what a phone on a dropped
 * connection meets, or a page left open across a release that replaced its chunks.
 */
async function refuseChunksFromNow(page: Page) {
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort('connectionfailed'));
}

test.describe('on a phone', () => {
  const { defaultBrowserType: _ignored, ...iPhone } = devices['iPhone 13'];
  test.use({ ...iPhone, viewport: { width: 390, height: 844 } });

  test('brand: a detail whose quick panel does not arrive shows the announcement without the panel', async ({
    page,
  }) => {
    // The chunk holding the panel's code, known by the panel's own markup, is refused.
    let refused = 0;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      if (!(await response.text()).includes('data-quick-nav')) return route.fulfill({ response });
      refused += 1;
      return route.abort('connectionfailed');
    });
    await page.goto('/brand/brandweb/noticeDetail/?id=brand-project-001');
    await expect(page.getByTestId('annc-title')).not.toBeEmpty();
    // The page's loader asks twice before it gives the part up; the frame after that is what stays.
    await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
    await nextFrameDrawn(page);
    await nextFrameDrawn(page);
    await expect(page.getByTestId('annc-title')).not.toBeEmpty();
    await expect(page.getByTestId('tab-bar').getByRole('tab').first()).toHaveText('公告内容');
    await expect(page.locator('[data-quick-nav]')).toHaveCount(0);
    await expect(page.getByTestId('page-error')).toHaveCount(0);
  });
});

test('client: a part of the page whose code does not arrive gives a Chinese message and a reload that recovers', async ({
  page,
}) => {
  await page.goto('/client/buyerweb/list/');
  await expect(page.getByTestId('annc-card').first()).toBeVisible();
  await hydrated(page);
  // The table view's code loads when it is chosen: now it cannot.
  await refuseChunksFromNow(page);
  await page.getByRole('button', { name: '列表' }).click();
  const problem = page.getByTestId('page-error');
  await expect(problem.getByRole('heading')).toHaveText(messages.ui.pageFailed);
  await expect(problem.getByRole('link', { name: messages.ui.backHome })).toHaveAttribute('href', '/client/');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await problem.getByRole('button', { name: messages.ui.reload }).click();
  await expect(page.getByTestId('annc-card').first()).toBeVisible();
  await expect(problem).toHaveCount(0);
});
