import type { Page } from '@playwright/test';

/** Runs in the page before its scripts: keeps the latest largest-contentful-paint entry's time. */
export function recordLargestPaint(): void {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      (window as { largestPaint?: number }).largestPaint = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** How long the largest paint must stay unchanged before it is read. */
const QUIET_MS = 1500;

/**
 * The page's last largest paint, in ms from navigation, once the network is quiet. The network can
 * fall quiet while the main thread hydrates, before a request made from hydration (the data
 * floor's) has even started: the paint is read only once it has stopped changing for QUIET_MS with
 * the network quiet. Undefined when the page reported none.
 */
export async function settledLargestPaint(page: Page): Promise<number | undefined> {
  const read = () => page.evaluate(() => (window as { largestPaint?: number }).largestPaint);
  let value = await read();
  for (let tries = 0; tries < 20; tries += 1) {
    await page.waitForTimeout(QUIET_MS);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const now = await read();
    const settled = now === value && now !== undefined;
    value = now;
    if (settled) break;
  }
  return value;
}
