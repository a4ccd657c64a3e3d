import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './csp-guard';
import { coveredButtons } from './covered-buttons';

// The shared test machine is often busy: data loads get more than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(120_000);

/**
 * The widths a visitor of lease and small lease meets: two laptop screens with the side panel
 * beside the page, a small laptop with the panel as a bottom bar, and a phone.
 */
const views = [
  { name: '1366×900', viewport: { width: 1366, height: 900 }, phone: false },
  { name: '1366×768', viewport: { width: 1366, height: 768 }, phone: false },
  { name: '1280×720', viewport: { width: 1280, height: 720 }, phone: false },
  { name: '390×844', viewport: { width: 390, height: 844 }, phone: true },
];

/** Scrolls far enough for 返回顶部 to show, and waits for the side panel and the tray. */
async function settle(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 600));
  // On a phone's detail the quick bar gives way to the actions (one bar): loaded, not always shown.
  await expect(page.getByTestId('quick-nav')).toBeAttached();
  await expect(page.getByTestId('compare-tray')).toBeVisible();
}

const tenants = [
  { id: 'lease', list: '/lease/leaseweb/annc/' },
  { id: 'smalllease', list: '/smalllease/smallleaseweb/annc/' },
];

for (const tenant of tenants) {
  for (const view of views) {
    test.describe(`${tenant.id} at ${view.name}`, () => {
      test.use({ viewport: view.viewport, hasTouch: view.phone, isMobile: view.phone });

      test('no floated button lies under another, on a list and on a detail, with a lot chosen to compare', async ({
        page,
      }) => {
        await page.goto(tenant.list);
        const lot = page
          .getByTestId(view.phone ? 'annc-compact-row' : 'annc-card')
          .filter({ has: page.getByTestId('compare-toggle') })
          .first();
        await lot.getByTestId('compare-toggle').click();
        await settle(page);
        await expect.poll(() => coveredButtons(page)).toEqual([]);

        await lot.locator('a[title]').first().click();
        await expect(page.getByTestId('action-bar')).toBeVisible();
        await settle(page);
        await expect.poll(() => coveredButtons(page)).toEqual([]);
      });
    });
  }
}
