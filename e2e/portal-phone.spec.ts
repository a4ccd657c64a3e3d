import AxeBuilder from '@axe-core/playwright';
import { devices, type Page } from '@playwright/test';
import messages from '../messages/zh-CN.json';
import { expect as baseExpect, test } from './sandbox-faults';

// The shared test machine is often busy: data loads get more than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(90_000);
import { openWithSession } from './seeded-session';
import { expectOnlyFirstPictureEager, preferCards } from './list-view';

const chooserTitle = messages.auth.chooser.title;

/** Public pages of several families, as a visitor meets them. */
const publicPages = [
  '/client/',
  '/client/buyerweb/list/',
  '/client/buyerweb/noticeDetail/?id=assets-notice-001',
  '/lease/leaseweb/home/',
  '/lease/leaseweb/annc/',
  '/lease/leaseweb/anncDetail/?id=lease-project-001',
  '/lease/leaseweb/guestBook/',
  '/inventory/',
  '/solidwaste/',
];

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function expectInViewport(page: Page, testId: string) {
  const box = await page.getByTestId(testId).first().boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, testId).not.toBeNull();
  expect(box!.x, testId).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, testId).toBeLessThanOrEqual(viewport.width + 0.5);
}

test.describe('on a phone (390 × 844, touch)', () => {
  const { defaultBrowserType: _ignored, ...iPhone } = devices['iPhone 13'];
  test.use({ ...iPhone, viewport: { width: 390, height: 844 } });

  for (const path of publicPages) {
    test(`${path} has no horizontal scroll and its header fits`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('footer')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectInViewport(page, 'logo');
      await expectInViewport(page, 'menu-button');
      await expectInViewport(page, 'quick-nav');
    });
  }

  test('the menu folds behind a button and opens in one column', async ({ page }) => {
    await page.goto('/client/');
    const menu = page.getByTestId('main-menu');
    await expect(menu.getByRole('link', { name: '结果公示' })).toBeHidden();
    await page.getByTestId('menu-button').tap();
    await expect(page.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'true');
    const link = menu.getByRole('link', { name: '结果公示' });
    await expect(link).toBeVisible();
    await link.tap();
    await expect(page).toHaveURL(/\/client\/buyerweb\/anncPublic\/$/);
  });

  test('the open menu lists sub-items under their item, and a tap opens one', async ({ page }) => {
    await page.goto('/inventory/');
    const menu = page.getByTestId('main-menu');
    await page.getByTestId('menu-button').tap();
    const news = menu.getByRole('link', { name: '新闻资讯' });
    await expect(news).toBeVisible();
    await expect(menu.getByRole('link', { name: '政策法规' })).toBeVisible();
    await news.tap();
    await expect(page).toHaveURL(/\/inventory\/inventoryweb\/articleList\/\?type=news$/);
  });

  test('lists become one column of cards when cards are chosen', async ({ page }) => {
    await preferCards(page);
    await page.goto('/client/buyerweb/list/');
    const cards = page.getByTestId('annc-card');
    await expect(cards).toHaveCount(12);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.x).toBe(first!.x);
    expect(second!.y).toBeGreaterThan(first!.y);
  });

  test('only the card in view loads its picture at once; the ones below wait their turn', async ({
    page,
  }) => {
    await preferCards(page);
    await page.goto('/client/buyerweb/list/');
    const pictures = page.getByTestId('annc-card').locator('img');
    await expect(pictures).toHaveCount(12);
    await expectOnlyFirstPictureEager(pictures);
  });

  test('the home asks for a block further down only as the visitor comes near it', async ({ page }) => {
    const listCalls: string[] = [];
    page.on('request', (request) => {
      // 今日开拍 / 明日开拍 under the banner asks for its two days (BidFrom) on the first screen.
      if (!request.url().includes('/AnncApi/QueryAnncList')) return;
      if (!request.postData()?.includes('"BidFrom"')) listCalls.push(request.url());
    });
    // The lease home's first block, four properties, fills more than the phone's first screen.
    await page.goto('/lease/leaseweb/home/');
    const sections = page.getByTestId('home-section');
    await expect(sections.first().getByTestId('home-house')).toHaveCount(4);
    await page.waitForLoadState('networkidle');
    const next = sections.nth(1);
    await expect(next.getByTestId('home-skeleton')).toBeAttached();
    expect(listCalls).toEqual([]);
    // A block waiting for the visitor is what a screen reader meets there: a status, well formed.
    const waiting = await new AxeBuilder({ page }).include('[data-testid="home-skeleton"]').analyze();
    expect(waiting.violations).toEqual([]);
    await next.scrollIntoViewIfNeeded();
    await expect(next.getByTestId('home-row')).toHaveCount(6);
    expect(listCalls.length).toBeGreaterThan(0);
  });

  test('the quick panel is a bar along the bottom of the screen', async ({ page }) => {
    await page.goto('/client/');
    const bar = (await page.getByTestId('quick-nav').boundingBox())!;
    expect(bar.width).toBe(390);
    expect(bar.y + bar.height).toBeCloseTo(844, 0);
  });

  test('the bottom bar keeps its items still when 意见反馈 arrives late and when 顶部 appears', async ({
    page,
    faults,
  }) => {
    // The centre names the feedback address after everything else has been drawn.
    await faults.add({ path: '/baseapi/api/Sidebar/ClientFindByPlatformId', delayMs: 2500 });
    await page.addInitScript(() => {
      const moved: string[] = [];
      Object.assign(window, { quickBarShifts: moved });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { sources?: { node?: Node }[] }>) {
          for (const source of entry.sources ?? []) {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement;
            if (element?.closest('[data-testid="quick-nav"]')) moved.push(element.outerHTML.slice(0, 80));
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/client/buyerweb/list/');
    const bar = page.getByTestId('quick-nav');
    await expect(bar.locator('[data-quick-nav="feedback"]')).toBeVisible();
    const favourites = (await bar.locator('[data-quick-nav="favourites"]').boundingBox())!;
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(bar.locator('[data-quick-nav="backToTop"]')).toBeVisible();
    expect(await bar.locator('[data-quick-nav="favourites"]').boundingBox()).toEqual(favourites);
    expect(
      await page.evaluate(() => (window as unknown as { quickBarShifts: string[] }).quickBarShifts),
    ).toEqual([]);
  });

  test('the bottom bar does not wait for a centre that never says whether it has 意见反馈', async ({
    page,
    faults,
  }) => {
    await faults.add({ path: '/baseapi/api/Sidebar/ClientFindByPlatformId', delayMs: 30_000 });
    await page.goto('/client/buyerweb/list/');
    const bar = page.getByTestId('quick-nav');
    await expect(bar.locator('[data-quick-nav="favourites"]')).toBeVisible({ timeout: 15_000 });
    await expect(bar.locator('[data-quick-nav="feedback"]')).toHaveCount(0);
  });

  test('the identity chooser is drawn on the screen', async ({ page }) => {
    // /ChangeOrg asks the identity rule again: the chooser without the sign-in pages before it.
    await openWithSession(page, '/client/ChangeOrg/', 'multi', { identityName: '受让方' });
    const dialog = page.getByRole('dialog', { name: chooserTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: messages.auth.chooser.confirm })).toBeInViewport();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('on a 1280 × 720 laptop', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the first row of four cards loads its pictures at once', async ({ page }) => {
    await page.goto('/client/buyerweb/list/');
    const pictures = page.getByTestId('annc-card').locator('img');
    await expect(pictures).toHaveCount(12);
    for (const index of [0, 1, 2, 3]) await expect(pictures.nth(index)).toHaveAttribute('loading', 'eager');
    await expect(pictures.nth(4)).toHaveAttribute('loading', 'lazy');
  });

  for (const path of publicPages.slice(0, 4)) {
    test(`${path} has no horizontal scroll and the quick panel covers no content`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expect(page.getByTestId('menu-button')).toBeHidden();
      await expect(page.getByTestId('main-menu').getByRole('link').first()).toBeVisible();
      const bar = (await page.getByTestId('quick-nav').boundingBox())!;
      // A bottom bar, and the page leaves room for it below the footer.
      expect(bar.y + bar.height).toBeCloseTo(720, 0);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = (await page.getByTestId('footer').boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y + 1);
    });
  }
});
