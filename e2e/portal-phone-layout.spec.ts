import { devices, type Page } from '@playwright/test';
import messages from '../messages/zh-CN.json';
import { expect as baseExpect, test } from './csp-guard';
import { apiAnswer } from './api-answer';
import { axeViolations, expectElderMode, rememberElderMode } from './elder-mode';
import { expectOnlyFirstPictureEager } from './list-view';
import { expectFits, lineCounts, phone } from './phone-fit';
import { openWithSession } from './seeded-session';

// The shared test machine is often busy: data loads get more than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(90_000);

const laptop = { width: 1366, height: 768 };
const views = messages.portal.views;
const listPath = '/client/buyerweb/list/';

/** Opens `path` and waits for the list answer its rows are drawn from. */
async function openList(page: Page, path = listPath) {
  const answer = apiAnswer(page, '/api/AnncApi/QueryAnncList');
  await page.goto(path);
  await answer;
}

const rows = (page: Page) => page.getByTestId('annc-compact-row');
const cards = (page: Page) => page.getByTestId('annc-card');

/**
 * Text that the page cuts: an element that clips (overflow hidden or a line clamp) and holds more
 * than it shows, under `root`.
 */
async function cutTexts(page: Page, root: string) {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const container of document.querySelectorAll(selector)) {
      for (const element of [container, ...container.querySelectorAll('*')]) {
        if (!(element instanceof HTMLElement) || !element.checkVisibility()) continue;
        if (!element.textContent?.trim()) continue;
        // Kept for screen readers only (a table's header row on a phone), not cut for the eye.
        if (getComputedStyle(element).clipPath !== 'none') continue;
        const style = getComputedStyle(element);
        const clips =
          ['hidden', 'clip'].includes(style.overflowX) ||
          ['hidden', 'clip'].includes(style.overflowY) ||
          style.textOverflow === 'ellipsis' ||
          style.webkitLineClamp !== 'none';
        if (!clips) continue;
        if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
          found.push(
            `${element.tagName.toLowerCase()} “${element.textContent.trim().slice(0, 16)}” ${element.clientWidth}px`,
          );
      }
    }
    return found;
  }, root);
}

/**
 * Controls and words under `root` that spill out of their own box or lie over one another: a
 * label wider than its button, two links run together.
 */
async function crowded(page: Page, root: string) {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} “${element.textContent?.trim().slice(0, 12)}”`;
    for (const container of document.querySelectorAll(selector)) {
      if (!(container instanceof HTMLElement) || !container.checkVisibility()) continue;
      const parts = [
        ...container.querySelectorAll<HTMLElement>('a, button, label, select, input, p, [role="tab"]'),
      ].filter((element) => element.checkVisibility() && element.getClientRects().length > 0);
      for (const element of [container, ...parts]) {
        const style = getComputedStyle(element);
        if (['auto', 'scroll'].includes(style.overflowX) || style.display === 'inline') continue;
        if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
          found.push(`${name(element)} spills out of its box`);
      }
      // Only the innermost controls are compared: a label holds its select.
      const leaves = parts.filter(
        (element) => !parts.some((other) => other !== element && element.contains(other)),
      );
      for (const [index, one] of leaves.entries()) {
        const a = one.getBoundingClientRect();
        for (const other of leaves.slice(index + 1)) {
          const b = other.getBoundingClientRect();
          const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (overlapX > 1 && overlapY > 1) found.push(`${name(one)} lies over ${name(other)}`);
        }
      }
    }
    return found;
  }, root);
}

test.describe('on a phone (390 × 844, touch)', () => {
  const { defaultBrowserType: _ignored, ...iPhone } = devices['iPhone 13'];
  test.use({ ...iPhone, viewport: phone });

  test('a list shows four lots or more on its first screen, as rows with picture, title, price and countdown', async ({
    page,
  }) => {
    // The first lot has a price, the second none: the row shows the one in red and nothing for the other.
    await page.route('**/baseapi/api/AnncApi/QueryAnncList', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { Data: { Items: Array<Record<string, unknown>> } };
      body.Data.Items[0]!.Price = 1234567;
      body.Data.Items[1]!.Price = null;
      await route.fulfill({ response, json: body });
    });
    await openList(page);
    await expect(rows(page)).toHaveCount(12);
    await expect(cards(page)).toHaveCount(0);
    const bottomBar = page.getByTestId('quick-nav');
    await expect(bottomBar).toBeVisible();
    const screenEnd = (await bottomBar.boundingBox())!.y;
    const bottoms = await rows(page).evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().bottom),
    );
    expect(bottoms.filter((bottom) => bottom <= screenEnd).length).toBeGreaterThanOrEqual(4);

    const first = rows(page).first();
    await expect(first.getByRole('link')).toHaveAttribute('href', /noticeDetail\/\?id=/);
    await expect(first.getByTestId('live-state')).toBeVisible();
    await expect(first.getByTestId('countdown')).toBeAttached();
    const price = first.getByTestId('annc-price');
    // Labelled as on cards and table rows (lib/portal/price-label.ts), in the alert red.
    await expect(price).toHaveText(/^(挂牌价|起拍价)：1,234,567\.00 元$/);
    await expect(price).toHaveCSS('color', 'rgb(196, 38, 46)');
    await expect(rows(page).nth(1).getByTestId('annc-price')).toHaveText(/以公告为准$/);
    await expectFits(page, 'list as rows');
  });

  test('only the first row loads its picture at once, as the first card did', async ({ page }) => {
    await openList(page);
    const pictures = rows(page).locator('img');
    await expect(pictures).toHaveCount(12);
    await expectOnlyFirstPictureEager(pictures);
  });

  test('cards stay a choice, and the device remembers it', async ({ page }) => {
    await openList(page);
    await expect(rows(page)).toHaveCount(12);
    await page.getByRole('button', { name: views.card, exact: true }).tap();
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('button', { name: views.card, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await openList(page);
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('button', { name: views.compact, exact: true }).tap();
    await expect(rows(page)).toHaveCount(12);
  });

  test('the site name stays whole and the bar with ☰ stays at the top as the page scrolls', async ({
    page,
  }) => {
    await openList(page);
    await expect(rows(page)).toHaveCount(12);
    // Each part of the name (they may break only at ·) sits on one line.
    const parts = page.getByTestId('logo-words').locator('span');
    await expect(parts).not.toHaveCount(0);
    for (const count of await lineCounts(parts)) expect(count).toMatch(/: 1$/);
    const bar = page.getByTestId('header-bar');
    const before = (await bar.boundingBox())!;
    expect(before.height).toBeLessThanOrEqual(64);

    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(page.getByTestId('top-bar')).not.toBeInViewport();
    await expect(page.getByTestId('logo')).toBeInViewport();
    const stuck = (await bar.boundingBox())!;
    expect(stuck.y).toBeCloseTo(0, 0);
    await page.getByTestId('menu-button').tap();
    const link = page.getByTestId('main-menu').getByRole('link', { name: '结果公示' });
    await expect(link).toBeInViewport();
    await expectFits(page, 'list scrolled with the menu open');
  });

  test('a signed-in name of two parts breaks only at its ·, beside ☰', async ({ page }) => {
    await openWithSession(page, '/client/', 'multi', { identityName: '受让方' });
    const words = page.getByTestId('logo-words');
    await expect(words).toContainText('·');
    const parts = words.locator('span');
    await expect(parts).toHaveCount(2);
    for (const count of await lineCounts(parts)) expect(count).toMatch(/: 1$/);
    const name = (await words.boundingBox())!;
    const menu = (await page.getByTestId('menu-button').boundingBox())!;
    expect(name.x + name.width).toBeLessThanOrEqual(menu.x);
    await expectFits(page, 'signed-in home');
  });

  test('Back closes the 筛选 sheet and stays on the list; the next Back leaves it as before', async ({
    page,
  }) => {
    await page.goto('/client/');
    await openList(page);
    await expect(rows(page)).toHaveCount(12);
    await page.getByTestId('filter-open').tap();
    await expect(page.getByTestId('filter-sheet')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('filter-sheet')).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${listPath}$`));
    await expect(rows(page)).toHaveCount(12);
    await page.goBack();
    await expect(page).toHaveURL(/\/client\/$/);
  });

  test('Back from a lot returns to the place in the list', async ({ page }) => {
    await openList(page);
    await expect(rows(page)).toHaveCount(12);
    const row = rows(page).nth(8);
    await row.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 100));
    const place = await page.evaluate(() => Math.round(window.scrollY));
    expect(place).toBeGreaterThan(400);
    // By its address: lots another spec published in the same run may share a title.
    const lotHref = (await row.getByRole('link').getAttribute('href'))!;
    await row.getByRole('link').tap();
    await page.waitForURL('**/noticeDetail/?id=*');
    await expect(page.getByTestId('annc-title')).toBeVisible();
    await page.goBack();
    await expect(rows(page)).toHaveCount(12);
    await expect
      .poll(() => page.evaluate(() => Math.round(window.scrollY)))
      .toBeGreaterThanOrEqual(place - 2);
    // The row's title link (its picture links there too, hidden from assistive technology).
    await expect(
      rows(page)
        .getByRole('link')
        .and(page.locator(`a[href="${lotHref}"]`)),
    ).toBeInViewport();
  });

  test('the state tabs and 我的参与 tabs keep each word on one line', async ({ page }) => {
    await openList(page);
    const listTabs = page.getByTestId('annc-list').getByRole('tab');
    await expect(listTabs).toHaveCount(5);
    for (const count of await lineCounts(listTabs)) expect(count).toMatch(/: 1$/);
    await expectFits(page, 'list tabs');

    await openWithSession(page, '/client/buyerweb/userCenterConter/MyParticipation/', 'multi', {
      identityName: '受让方',
    });
    const myTabs = page.getByTestId('participation-list').getByRole('tab');
    await expect(myTabs).toHaveCount(6);
    for (const count of await lineCounts(myTabs)) expect(count).toMatch(/: 1$/);
    await expectFits(page, '我的参与 tabs');
  });

  test('the 长者模式 switch is in the top bar, in view on the first screen', async ({ page }) => {
    await page.goto('/client/');
    const toggle = page
      .getByTestId('top-bar')
      .getByRole('switch', { name: messages.header.topBar.elderMode });
    await expect(toggle).toBeInViewport();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    // The switch shows the choice first; the page takes the larger look in a later frame.
    await expectElderMode(page, true);
    await expectFits(page, 'home in 长者模式');
    expect(await crowded(page, '[data-testid="top-bar"]'), 'top bar').toEqual([]);
  });

  test('rows are axe clean with 长者模式 off', async ({ page }) => {
    await openList(page);
    await expect(rows(page)).toHaveCount(12);
    expect(await axeViolations(page, false)).toEqual([]);
  });

  test.describe('in 长者模式', () => {
    test.beforeEach(({ page }) => rememberElderMode(page));

    test('the home’s rows wrap and never cut a title; the top bar and menu do not overflow', async ({
      page,
    }) => {
      await page.goto('/client/');
      await expect(page.getByTestId('home-row').first()).toBeVisible();
      expect(await cutTexts(page, '[data-testid="home-rows"]'), 'home rows').toEqual([]);
      expect(await crowded(page, '[data-testid="top-bar"]'), 'top bar').toEqual([]);
      await page.getByTestId('menu-button').tap();
      expect(await crowded(page, '#main-menu-items'), 'menu').toEqual([]);
      await expectFits(page, 'home');
    });

    test('list rows, cards and table keep whole titles, and the filter sheet fits', async ({ page }) => {
      await openList(page);
      await expect(rows(page)).toHaveCount(12);
      expect(await cutTexts(page, '[data-testid="annc-rows"]'), 'rows').toEqual([]);
      await expectFits(page, 'rows');
      await page.getByRole('button', { name: views.card, exact: true }).tap();
      await expect(cards(page)).toHaveCount(12);
      expect(await cutTexts(page, '[data-testid="annc-cards"]'), 'cards').toEqual([]);
      await page.getByRole('button', { name: views.table, exact: true }).tap();
      await expect(page.getByTestId('annc-row')).toHaveCount(12);
      expect(await cutTexts(page, '[data-testid="annc-table"]'), 'table').toEqual([]);
      await expectFits(page, 'table');
      await page.getByTestId('filter-open').tap();
      await expect(page.getByTestId('filter-panel')).toBeVisible();
      expect(await crowded(page, '[data-testid="filter-panel"]'), 'filter form').toEqual([]);
      await expectFits(page, 'filter sheet');
    });

    test('rows are axe clean at 7:1', async ({ page }) => {
      await openList(page);
      await expect(rows(page)).toHaveCount(12);
      expect(await axeViolations(page, true)).toEqual([]);
    });
  });
});

test.describe('on a 1366 × 768 laptop', () => {
  test.use({ viewport: laptop });

  test('a list shows cards, and rows are a choice the device remembers', async ({ page }) => {
    await openList(page);
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('button', { name: views.compact, exact: true }).click();
    await expect(rows(page)).toHaveCount(12);
    const pictures = rows(page).locator('img');
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
    await openList(page);
    await expect(rows(page)).toHaveCount(12);
    expect(await axeViolations(page, false)).toEqual([]);
  });

  test('Back from a lot returns to the place in the list', async ({ page }) => {
    await openList(page);
    await expect(cards(page)).toHaveCount(12);
    const card = cards(page).nth(9);
    await card.scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => Math.round(window.scrollY));
    expect(place).toBeGreaterThan(300);
    await card.getByRole('link').nth(1).click();
    await page.waitForURL('**/noticeDetail/?id=*');
    await expect(page.getByTestId('annc-title')).toBeVisible();
    await page.goBack();
    await expect(cards(page)).toHaveCount(12);
    await expect
      .poll(() => page.evaluate(() => Math.round(window.scrollY)))
      .toBeGreaterThanOrEqual(place - 2);
  });

  test.describe('in 长者模式', () => {
    test.beforeEach(({ page }) => rememberElderMode(page));

    test('the home’s rows wrap and never cut a title; top bar and menu do not overflow', async ({ page }) => {
      await page.goto('/client/');
      await expect(page.getByTestId('home-row').first()).toBeVisible();
      expect(await cutTexts(page, '[data-testid="home-rows"]'), 'home rows').toEqual([]);
      expect(await crowded(page, '[data-testid="top-bar"]'), 'top bar').toEqual([]);
      expect(await crowded(page, '[data-testid="main-menu"]'), 'menu').toEqual([]);
      await expectFits(page, 'home');
    });

    test('cards, rows and table keep whole titles, and the filter form does not overflow', async ({
      page,
    }) => {
      await openList(page);
      await expect(cards(page)).toHaveCount(12);
      expect(await cutTexts(page, '[data-testid="annc-cards"]'), 'cards').toEqual([]);
      await expect(page.getByTestId('filter-panel')).toBeVisible();
      expect(await crowded(page, '[data-testid="filter-panel"]'), 'filter form').toEqual([]);
      await page.getByRole('button', { name: views.table, exact: true }).click();
      await expect(page.getByTestId('annc-row')).toHaveCount(12);
      expect(await cutTexts(page, '[data-testid="annc-table"]'), 'table').toEqual([]);
      await page.getByRole('button', { name: views.compact, exact: true }).click();
      await expect(rows(page)).toHaveCount(12);
      expect(await cutTexts(page, '[data-testid="annc-rows"]'), 'rows').toEqual([]);
      await expectFits(page, 'list');
    });
  });
});
