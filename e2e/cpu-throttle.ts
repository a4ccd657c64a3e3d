import type { BrowserContext, Page } from '@playwright/test';
import { test as base } from './message-guard';

/**
 * `E2E_CPU_THROTTLE=<rate>` slows every page of every test by that factor through Chromium's own
 * CPU throttling, as a busy CI machine or a slow phone would (`npm run test:e2e:load`). Unset, the
 * suite runs at full speed. Every spec's `test` comes from here, through `./csp-guard` or directly.
 */
export const cpuThrottleRate = Number(process.env.E2E_CPU_THROTTLE ?? 1);

async function throttle(context: BrowserContext, page: Page, rate: number) {
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

export const test = base.extend<{ cpuThrottle: void }>({
  cpuThrottle: [
    async ({ context }, provide) => {
      if (cpuThrottleRate > 1) {
        // Popups and tabs a test opens are slowed as well as its first page.
        context.on('page', (page) => void throttle(context, page, cpuThrottleRate).catch(() => {}));
        await Promise.all(context.pages().map((page) => throttle(context, page, cpuThrottleRate)));
      }
      await provide();
    },
    { auto: true },
  ],
});
export { expect } from '@playwright/test';
