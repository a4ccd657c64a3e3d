import type { Browser, BrowserContext, Page } from '@playwright/test';
import { argValue } from './cli';

/** Lighthouse's mobile CPU slowdown, applied to the real browser unless `--cpu-slowdown N` says otherwise. */
export const CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown a bench applies: `--cpu-slowdown N`, else Lighthouse's 4. A machine faster than
 * the reference one (a cheap phone's CPU) hides main-thread work at 4×; docs/performance.md gives
 * the N calibrated on the development machine so the data floor reads what the reference reads.
 */
export function cpuSlowdown(argv: string[]): number {
  const given = argValue(argv, 'cpu-slowdown');
  if (given === undefined) return CPU_SLOWDOWN;
  const value = Number(given);
  if (!Number.isFinite(value) || value < 1 || value > 20)
    throw new Error(`--cpu-slowdown takes a factor from 1 to 20, not "${given}"`);
  return value;
}
// Lighthouse's mobile connection (its `mobileSlow4G` throttling), applied rather than simulated.
const ROUND_TRIP_MS = 150;
const DOWN_BYTES_PER_S = (1.6 * 1024 * 1024) / 8;
const UP_BYTES_PER_S = (750 * 1024) / 8;

/**
 * A fresh first visit on a slow phone: a 412 × 823 touch screen in a new context (no cache, no
 * service worker), CPU `slowdown` times slower and Lighthouse's mobile connection on every
 * request. `setUp` runs in the page before any of its scripts (observers of what the tools measure).
 */
export async function openSlowPhone(
  browser: Browser,
  setUp?: () => void,
  slowdown: number = CPU_SLOWDOWN,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    serviceWorkers: 'block',
    // A tool serving the export over TLS signs it with the local certificate (local-tls.ts).
    ignoreHTTPSErrors: true,
  });
  if (setUp) await context.addInitScript(setUp);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ROUND_TRIP_MS,
    downloadThroughput: DOWN_BYTES_PER_S,
    uploadThroughput: UP_BYTES_PER_S,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return { context, page };
}
