import { devices, type Locator, type Page } from '@playwright/test';
import messages from '../messages/zh-CN.json';
import { hydrated } from './auth-helpers';
import { preferCards } from './list-view';
import { expect, test } from './csp-guard';

/**
 * Issue 21: a tap on a phone answers in the next paint. What the tap shows must be on the page
 * when the tap's event has been handled (React commits its urgent updates then), not after a
 * download or a transition that renders a whole list. `npm run bench:taps` measures the times;
 * these tests hold the order.
 */

type Tapped = 'click' | 'submit';

/**
 * Taps `target` and tells whether `answer` matched once the tap's `event` had passed the page:
 * a listener on window runs after React's own on the document and the microtask that commits
 * its urgent updates, and before any other task (a transition, a loaded chunk) can run.
 */
async function answeredWithTheTap(page: Page, target: Locator, event: Tapped, answer: string) {
  await page.evaluate(
    ([type, selector]) => {
      window.addEventListener(
        type!,
        () =>
          document.documentElement.setAttribute(
            'data-tap-answered',
            String(document.querySelector(selector!) !== null),
          ),
        { once: true },
      );
    },
    [event, answer],
  );
  await target.tap();
  await expect(page.locator('html[data-tap-answered]')).toHaveCount(1);
  return (await page.locator('html').getAttribute('data-tap-answered')) === 'true';
}

const filters = messages.listFilters;
const listTotal = (page: Page) => page.getByTestId('list-total');

test.describe('on a phone, a tap answers with its own frame', () => {
  const { defaultBrowserType: _ignored, ...iPhone } = devices['iPhone 13'];
  test.use({ ...iPhone, viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    // Taps on a card's parts: the phone shows cards once chosen.
    await preferCards(page);
    await page.goto('/client/buyerweb/list/');
    await hydrated(page);
    await expect(page.getByTestId('annc-card').first()).toBeVisible();
    // The page's own downloads are done: what a tap shows must need no further one.
    await page.waitForLoadState('networkidle');
  });

  test('client: 筛选 opens the sheet', async ({ page }) => {
    const sheet = 'dialog[open][data-testid="filter-sheet"] [data-testid="filter-panel"]';
    expect(await answeredWithTheTap(page, page.getByTestId('filter-open'), 'click', sheet)).toBe(true);
    await expect(page.getByTestId('filter-sheet')).toBeVisible();
  });

  test('client: 确定 closes the sheet and shows the filter chosen, then the list follows', async ({
    page,
  }) => {
    const before = await listTotal(page).textContent();
    await page.getByTestId('filter-open').tap();
    const sheet = page.getByTestId('filter-sheet');
    await sheet.getByLabel(filters.category).selectOption('vehicle');
    const apply = sheet.getByRole('button', { name: filters.apply });
    expect(await answeredWithTheTap(page, apply, 'submit', '[data-testid="filter-chip"]')).toBe(true);
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('filter-chip')).toHaveText(/机动车/);
    await expect(page.getByTestId('filter-open')).toHaveText('筛选（1）');
    await expect(page).toHaveURL(/type=vehicle/);
    await expect(listTotal(page)).not.toHaveText(before ?? '');
  });

  test('client: a state tab lights, then the list follows', async ({ page }) => {
    const tabs = page.getByTestId('annc-list').getByRole('tablist');
    const bidding = tabs.getByRole('tab', { name: messages.portal.states.Bidding });
    const lit = `[data-testid="annc-list"] [role="tab"][aria-selected="true"]:nth-child(4)`;
    const before = await listTotal(page).textContent();
    await expect(tabs.getByRole('tab').nth(3)).toHaveText(messages.portal.states.Bidding);
    expect(await answeredWithTheTap(page, bidding, 'click', lit)).toBe(true);
    await expect(bidding).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/state=Bidding/);
    await expect(listTotal(page)).not.toHaveText(before ?? '');
  });
});
