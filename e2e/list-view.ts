import { expect, type Locator, type Page } from '@playwright/test';
import { LIST_VIEW_KEY } from '../lib/portal/list-view';

/**
 * The device chose the card view, as after an earlier visit: a phone's lists otherwise open as
 * compact rows. For tests about what a card shows or does on a phone.
 */
export async function preferCards(page: Page) {
  await page.addInitScript(([key]) => window.localStorage.setItem(key!, 'card'), [LIST_VIEW_KEY]);
}

/**
 * Only a list's first picture is asked for at once and with high priority: eager, the next ones were
 * asked for beside it with its priority, on the line it needs. `pictures` has drawn its rows.
 */
export async function expectOnlyFirstPictureEager(pictures: Locator) {
  await expect(pictures.first()).toHaveAttribute('loading', 'eager');
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  for (const index of [1, 2, 3]) {
    await expect(pictures.nth(index)).toHaveAttribute('loading', 'lazy');
    await expect(pictures.nth(index)).toHaveAttribute('fetchpriority', 'auto');
  }
}
