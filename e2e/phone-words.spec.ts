import { devices, type Locator, type Page } from '@playwright/test';
import messages from '../messages/zh-CN.json';
import { buildManifest } from '../sites/manifest';
import { quickNavItems } from '../lib/site/chrome/quick-nav';
import { expect as baseExpect, test } from './csp-guard';
import { apiAnswer } from './api-answer';
import { axeViolations, expectElderMode, rememberElderMode } from './elder-mode';
import { expectFits, lineCounts, phone } from './phone-fit';

// Issue 63: words that never break in the middle, and the first screen of a list in 长者模式.

// The shared test machine is often busy: data loads get more than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(120_000);

const laptop = { width: 1366, height: 768 };
const quickText = messages.quickNav;

/**
 * For each element: how many lines its text needs at its width when it may wrap, and how many it
 * shows. A title cut to one line with … shows 1 where it needs 2.
 */
async function linesNeededAndShown(locator: Locator) {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const html = element as HTMLElement;
      const lineHeight = Number.parseFloat(getComputedStyle(html).lineHeight);
      const clone = html.cloneNode(true) as HTMLElement;
      clone.style.cssText = `position:absolute;visibility:hidden;display:block;white-space:normal;overflow:visible;-webkit-line-clamp:none;height:auto;min-height:0;width:${html.clientWidth}px`;
      html.parentElement!.append(clone);
      const need = Math.round(clone.getBoundingClientRect().height / lineHeight);
      clone.remove();
      // Floored: 长者模式 gives a link 44 px of height, which is not a second line of 28.8 px.
      const shown = Math.floor(html.clientHeight / lineHeight + 0.05);
      return { title: html.textContent ?? '', need, shown };
    }),
  );
}

/** Opens the client's list and waits for the answer its rows are drawn from. */
async function openList(page: Page) {
  const answer = apiAnswer(page, '/api/AnncApi/QueryAnncList');
  await page.goto('/client/buyerweb/list/');
  await answer;
}

/** Each countdown's time (2天 00:02:54) on one line. */
async function expectWholeCountdowns(countdowns: Locator) {
  const times = countdowns.locator('span');
  await expect(times.first()).toContainText('天');
  for (const count of await lineCounts(times)) expect(count).toMatch(/: 1$/);
}

/** How many rows the elements stand in. */
async function rowsOf(locator: Locator) {
  const tops = await locator.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  return new Set(tops).size;
}

/** The home's day strip: each title on two lines at most, or whole in 长者模式, never cut to one. */
async function expectDayStripTitles(page: Page, elder: boolean) {
  await page.goto('/client/');
  await expectElderMode(page, elder);
  const titles = page.getByTestId('day-strip-lot').locator('a');
  await expect(titles.first()).toBeVisible();
  const lines = await linesNeededAndShown(titles);
  // The seed's titles are long enough to need a second line at this width.
  expect(lines.some((line) => line.need >= 2)).toBe(true);
  // A one-line title keeps the two lines' room (min-h): held only where a title needs more.
  for (const line of lines.filter((each) => each.need >= 2))
    expect(line, line.title).toEqual({ ...line, shown: elder ? line.need : 2 });
  await expectFits(page, 'home');
}

/** The labels of the quick bar's items shown now (back to top and 更多 left out). */
async function shownQuickLabels(page: Page, scope: Locator) {
  const buttons = scope.locator(
    '[data-quick-nav]:not([data-quick-nav="backToTop"], [data-quick-nav="more"])',
  );
  const labels: string[] = [];
  for (const button of await buttons.all())
    if (await button.isVisible()) labels.push((await button.textContent())!);
  return labels;
}

const brand = buildManifest().find((site) => site.VirtualDirectory === 'brand')!;
// Every item the brand tenant's quick bar has (意见反馈 once the sandbox's answer names its address).
const brandLabels = quickNavItems(brand).map((item) => quickText[item.labelKey]);

const phoneUse = (() => {
  const { defaultBrowserType: _ignored, ...iPhone } = devices['iPhone 13'];
  return { ...iPhone, viewport: phone };
})();

for (const elder of [false, true]) {
  const mode = elder ? 'in 长者模式' : 'with 长者模式 off';

  test.describe(`on a 390 px phone ${mode}`, () => {
    test.use(phoneUse);
    if (elder) test.beforeEach(({ page }) => rememberElderMode(page));

    test('the bottom bar keeps every label on one line and reaches all seven items, the rest under 更多', async ({
      page,
    }) => {
      expect(brandLabels).toHaveLength(7);
      await page.goto('/brand/');
      await expectElderMode(page, elder);
      const bar = page.getByTestId('quick-nav');
      await expect(bar).toBeVisible();
      // Drawn once 意见反馈 is known: wait for the whole set to be reachable.
      await expect(async () => {
        const shown = await shownQuickLabels(page, bar);
        const more = bar.locator('[data-quick-nav="more"]');
        const hidden = (await more.isVisible()) ? brandLabels.filter((label) => !shown.includes(label)) : [];
        expect([...shown, ...hidden].sort()).toEqual([...brandLabels].sort());
      }).toPass({ timeout: 20_000 });
      const barButtons = bar.locator('[data-quick-nav]:visible');
      for (const count of await lineCounts(barButtons)) expect(count).toMatch(/: 1$/);
      const shown = await shownQuickLabels(page, bar);
      expect(shown.length).toBeLessThan(brandLabels.length);
      // 更多 opens the others, each on one line too, and closes again.
      const more = bar.getByRole('button', { name: quickText.more, exact: true });
      await more.tap();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      const panel = page.getByTestId('quick-nav-more');
      await expect(panel).toBeVisible();
      const inPanel = await shownQuickLabels(page, panel);
      expect([...shown, ...inPanel].sort()).toEqual([...brandLabels].sort());
      for (const count of await lineCounts(panel.locator('[data-quick-nav]:visible')))
        expect(count).toMatch(/: 1$/);
      await expectFits(page, 'brand home, 更多 open');
      // The bar and its 更多 (the footer far below is drawn only near the view: content-visibility).
      expect(await axeViolations(page, elder, '[data-testid="quick-nav"]')).toEqual([]);
      await more.tap();
      await expect(panel).toBeHidden();
    });

    test('今日开拍 / 明日开拍 show each title on two lines, or whole in 长者模式', ({ page }) =>
      expectDayStripTitles(page, elder));

    test('a countdown never breaks between its number and its unit', async ({ page }) => {
      await openList(page);
      await expect(page.getByTestId('annc-compact-row')).toHaveCount(12);
      await expectWholeCountdowns(page.getByTestId('countdown'));
      await page.goto('/client/');
      await expectWholeCountdowns(page.getByTestId('day-strip-countdown'));
    });

    test(`a list leaves ${elder ? 'two' : 'four'} whole lots on the first screen, its state tabs on one line`, async ({
      page,
    }) => {
      await openList(page);
      await expectElderMode(page, elder);
      const rows = page.getByTestId('annc-compact-row');
      await expect(rows).toHaveCount(12);
      const screenEnd = (await page.getByTestId('quick-nav').boundingBox())!.y;
      const bottoms = await rows.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().bottom),
      );
      expect(bottoms.filter((bottom) => bottom <= screenEnd).length).toBeGreaterThanOrEqual(elder ? 2 : 4);
      const tabs = page.getByTestId('annc-list').getByRole('tab');
      await expect(tabs).toHaveCount(5);
      expect(await rowsOf(tabs)).toBe(1);
      for (const count of await lineCounts(tabs)) expect(count).toMatch(/: 1$/);
      // 共 N 条, 筛选, 排序 and the view switch are all on the first screen.
      for (const control of [
        page.getByTestId('list-total'),
        page.getByTestId('filter-open'),
        page.getByRole('combobox'),
        page.getByRole('button', { name: messages.portal.views.card, exact: true }),
      ])
        await expect(control).toBeInViewport();
      await expectFits(page, 'list');
      expect(await axeViolations(page, elder)).toEqual([]);
      // In 长者模式 the header's search waits behind 搜索 in the top bar; otherwise it is in view.
      const search = page.getByTestId('search-box');
      const toggle = page.getByRole('switch', { name: messages.header.topBar.search, exact: true });
      if (elder) {
        await expect(search).toBeHidden();
        await toggle.tap();
        await expect(toggle).toBeChecked();
        await expect(search).toBeInViewport();
        await expectFits(page, 'list with the search open');
      } else {
        await expect(toggle).toBeHidden();
        await expect(search).toBeInViewport();
      }
    });
  });

  test.describe(`on a 1366 px laptop ${mode}`, () => {
    test.use({ viewport: laptop });
    if (elder) test.beforeEach(({ page }) => rememberElderMode(page));

    test('the side panel keeps all seven items, with no 更多', async ({ page }) => {
      await page.goto('/brand/');
      await expectElderMode(page, elder);
      const panel = page.getByTestId('quick-nav');
      await expect(async () => {
        expect((await shownQuickLabels(page, panel)).sort()).toEqual([...brandLabels].sort());
      }).toPass({ timeout: 20_000 });
      await expect(panel.locator('[data-quick-nav="more"]')).toBeHidden();
    });

    test('今日开拍 / 明日开拍 show each title on two lines, or whole in 长者模式', ({ page }) =>
      expectDayStripTitles(page, elder));

    test('a list keeps its state tabs on one line and its countdowns whole', async ({ page }) => {
      await openList(page);
      await expect(page.getByTestId('annc-card')).toHaveCount(12);
      const tabs = page.getByTestId('annc-list').getByRole('tab');
      expect(await rowsOf(tabs)).toBe(1);
      await expectWholeCountdowns(page.getByTestId('countdown'));
      await expectFits(page, 'list');
    });
  });
}
