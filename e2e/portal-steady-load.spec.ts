import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { phone } from './phone-fit';

type Shift = { value: number; sources: string[] };

/** Every layout shift of the load that no input caused, with what moved (Layout Instability API). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { loadShifts: Shift[] }).loadShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[]) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node | null }>;
        };
        if (shift.hadRecentInput) continue;
        shifts.push({
          value: shift.value,
          sources: (shift.sources ?? []).map((source) => {
            const node = source.node;
            const element = node instanceof Element ? node : node?.parentElement;
            return element ? element.outerHTML.slice(0, 100) : String(node?.nodeName);
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

// Pages whose content is drawn at build time (a home's sections) and pages drawn from an answer:
// the header stays where the first paint put it and the content arrives in the room kept for it.
// A home's header that arrived after its sections once moved the whole page down by the header's
// height (a shift of 0.19); article rows arriving into a short box pushed the footer (0.24).
const pages = [
  ['the client home', '/client/', 'home-banner'],
  ['the brand home', '/brand/', 'home-banner'],
  ['the lease home', '/lease/', 'home-banner'],
  ['the client list', '/client/buyerweb/list/', 'annc-compact-row'],
  ['a client detail', '/client/buyerweb/noticeDetail/?id=assets-project-013', 'annc-title'],
  ['the client article list', '/client/buyerweb/articlelist/?typeid=service', 'article-rows-item'],
  ['the recycle news list', '/recycle/recycleweb/news/', 'news-rows-item'],
] as const;

test.use({ viewport: phone });

for (const [name, path, content] of pages) {
  test(`${name} loads on a phone without anything moving (layout shift at most 0.01)`, async ({ page }) => {
    await recordShifts(page);
    await page.goto(path);
    await expect(page.getByTestId('header-bar')).toBeVisible();
    await expect(page.getByTestId(content).first()).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { loadShifts: Shift[] }).loadShifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.01);
  });
}
