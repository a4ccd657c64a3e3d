import type { Page } from '@playwright/test';

/**
 * Moves the `Date` of every answer the page fetches by `ahead()` milliseconds: the server's clock
 * as the page reads it (lib/api/server-clock.ts). Every fetch, not only /baseapi/: the footer's
 * 客服 dictionary (/gatewayapi/) answered with the real Date, later than the detail on a busy
 * machine, and rightly set the page back to the real time. `hold` keeps an answer back while the
 * caller moves the clock, so none is stamped with half a move.
 */
export async function moveAnswerDates(
  page: Page,
  ahead: () => number,
  hold: () => Promise<void> = () => Promise.resolve(),
) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.fallback();
    const response = await route.fetch();
    await hold();
    const date = response.headers()['date'];
    if (!date) return route.fulfill({ response });
    return route.fulfill({
      response,
      headers: { ...response.headers(), date: new Date(Date.parse(date) + ahead()).toUTCString() },
    });
  });
}
