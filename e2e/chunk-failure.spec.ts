import { devices, type Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { hydrated, nextFrameDrawn } from './auth-helpers';
import messages from '../messages/zh-CN.json';
import { openWithSession } from './seeded-session';

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
    // The chunk holding the panel's code, known by its items' attribute, is refused (not the page's
    // own chunk, whose empty slot for the panel is `data-quick-nav-slot`).
    let refused = 0;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      if (!(await response.text()).includes('"data-quick-nav":')) return route.fulfill({ response });
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

/** Refuses, from the start, the chunk whose code holds `marker` (a part's own markup). */
async function refuseChunkHolding(page: Page, marker: string) {
  let refused = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    if (!(await response.text()).includes(marker)) return route.fulfill({ response });
    refused += 1;
    return route.abort('connectionfailed');
  });
  return () => refused;
}

test('client: a view whose code does not arrive says so in its place, and a reload brings the list back in it', async ({
  page,
}) => {
  await page.goto('/client/buyerweb/list/');
  await expect(page.getByTestId('annc-card').first()).toBeVisible();
  await hydrated(page);
  // The table view's code loads when it is chosen: now it cannot.
  await refuseChunksFromNow(page);
  await page.getByRole('button', { name: '列表' }).click();
  const problem = page.getByTestId('part-failed');
  await expect(problem).toHaveText(new RegExp(messages.ui.partFailed));
  // The rest of the page stays: its tabs, its toolbar, its header.
  await expect(page.getByRole('tab', { name: '全部' })).toBeVisible();
  await expect(page.getByTestId('list-toolbar')).toBeVisible();
  await expect(page.getByTestId('page-error')).toHaveCount(0);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await problem.getByRole('button', { name: messages.ui.reload }).click();
  // The device remembers the view chosen, so the reload brings the list back as that table.
  await expect(page.getByTestId('annc-table')).toBeVisible();
  await expect(problem).toHaveCount(0);
});

test('client: a dialog whose code does not arrive says so, and 关闭 leaves the page as it was', async ({
  page,
}) => {
  await page.goto('/client/buyerweb/list/?word=%E5%95%86%E9%93%BA');
  await expect(page.getByTestId('annc-card').first()).toBeVisible();
  await hydrated(page);
  // Nothing more arrives, the toast library included: the message must not need a chunk.
  await refuseChunksFromNow(page);
  await page.getByRole('button', { name: '保存搜索' }).click();
  const problem = page.getByTestId('part-failed');
  await expect(problem).toContainText(messages.ui.partFailed);
  await expect(problem).toBeInViewport();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('page-error')).toHaveCount(0);

  await problem.getByRole('button', { name: messages.ui.close }).click();
  await expect(problem).toHaveCount(0);
  await expect(page.getByTestId('annc-card').first()).toBeVisible();
  await expect(page.getByTestId('search-word')).toBeVisible();
});

test('a signed-in visitor whose menu does not arrive gets the page message in Chinese, and a reload recovers', async ({
  page,
}) => {
  // The user menu has no place of its own to fail in: the page says so as a whole.
  const refused = await refuseChunkHolding(page, 'data-testid":"user-menu"');
  await openWithSession(page, '/client/buyerweb/list/', 'buyer');
  const problem = page.getByTestId('page-error');
  await expect(problem.getByRole('heading')).toHaveText(messages.ui.pageFailed);
  expect(refused()).toBeGreaterThanOrEqual(1);
  await expect(problem.getByRole('link', { name: messages.ui.backHome })).toHaveAttribute('href', '/client/');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await problem.getByRole('button', { name: messages.ui.reload }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(problem).toHaveCount(0);
});
