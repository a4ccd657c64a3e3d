import type { Page } from '@playwright/test';

/**
 * An API answer reaching the page (the first whose path ends with `endpoint`, from now on). What a
 * page draws from an answer follows it without another trip, so a test that waits for the answer
 * before it looks measures the drawing, not how long a busy machine took to get there.
 */
export function apiAnswer(page: Page, endpoint: string) {
  return page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(endpoint));
}
