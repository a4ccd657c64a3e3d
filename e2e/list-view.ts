import type { Page } from '@playwright/test';
import { LIST_VIEW_KEY } from '../lib/portal/list-view';

/**
 * The device chose the card view, as after an earlier visit: a phone's lists otherwise open as
 * compact rows. For tests about what a card shows or does on a phone.
 */
export async function preferCards(page: Page) {
  await page.addInitScript(([key]) => window.localStorage.setItem(key!, 'card'), [LIST_VIEW_KEY]);
}
