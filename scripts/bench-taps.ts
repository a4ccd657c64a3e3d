/**
 * `npm run bench:taps [-- --runs 5 --tenant client --tap 菜单]`: how long a tap on a phone takes to
 * answer (issue 21: the next paint within 200 ms under 4× CPU slowdown). The built export (`out/`)
 * is served through the deploy nginx in front of a sandbox, as `npm run lighthouse -- --nginx` does;
 * Chromium is a 390 × 844 touch phone slowed 4× by CDP. Each tap runs on a fresh page load, once the
 * page has hydrated and idled, and is timed by the Event Timing API (see scripts/lib/tap-timing.ts).
 * Prints a table, writes it to reports/taps.md, and exits non-zero when a median misses the goal.
 * `--trace DIR` writes a Chromium trace of each timed tap; `--out DIR` measures another export;
 * `--elder` measures every tap with 长者模式 on (the device's stored choice, as a visitor leaves it). Ports: `--port` or TAPS_PORT (default 3196) for the sandbox, the next one for nginx.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Browser, type Page } from '@playwright/test';
import { argValue, hasFlag } from './lib/cli';
import { ELDER_MODE_ATTRIBUTE, ELDER_MODE_KEY, ELDER_MODE_ON } from '../lib/site/chrome/elder-mode-key';
import { startNginxProcess } from './lib/nginx-process';
import { cpuSlowdown } from './lib/slow-phone';
import { startSandboxProcess } from './lib/sandbox-process';
import {
  pageUrl,
  tapScenarios,
  tapTenants,
  type Answer,
  type Scenario,
  type TapTenant,
} from './lib/tap-cases';
import {
  markdownTable,
  passes,
  tapTableHeader,
  tapTableRow,
  TAP_GOAL_MS,
  type TapRow,
  type TapRun,
} from './lib/tap-table';
import { interactionAfter, lastInteractionId, recordTaps } from './lib/tap-timing';

/** `--cpu-slowdown N`: the calibrated slowdown (docs/performance.md), else Lighthouse's 4. */
const CPU_SLOWDOWN = cpuSlowdown(process.argv.slice(2));
/** `--elder`: the larger, stronger look, chosen on this device before the page loads. */
const ELDER_MODE = hasFlag(process.argv.slice(2), 'elder');
/** Idle: no long task for this long (and the network quiet), so a tap meets a page at rest. */
const QUIET_MS = 500;
/** An interaction under 16 ms leaves no entry; this long after the answer showed, none will come. */
const ENTRY_WAIT_MS = 2000;

async function openPage(browser: Browser, url: string, ready: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The offline worker answers from its cache after the first visit; every run is a first visit.
    serviceWorkers: 'block',
  });
  // tsx names the functions it compiles with a helper the page does not have.
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  await context.addInitScript(recordTaps);
  if (ELDER_MODE) {
    await context.addInitScript(
      ([key, on]) => localStorage.setItem(key!, on!),
      [ELDER_MODE_KEY, ELDER_MODE_ON],
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  // The sandbox build's test hooks mount in an effect: the page has hydrated (e2e/auth-helpers.ts).
  await page.waitForFunction(() => 'portalSandbox' in window, undefined, { timeout: 60_000 });
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  // A figure said to be 长者模式's must be measured on its look, not on a page that ignored the choice.
  if (ELDER_MODE) {
    await page.waitForFunction(
      (attribute) => document.documentElement.hasAttribute(attribute),
      ELDER_MODE_ATTRIBUTE,
      {
        timeout: 10_000,
      },
    );
  }
  return page;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    (quiet) => performance.now() - window.tapRecord!.lastLongTaskEnd > quiet,
    QUIET_MS,
    { timeout: 60_000 },
  );
}

/** Starts a frame watcher that notes when `answer` first holds, after the frame that shows it. */
async function watchAnswer(page: Page, answer: Answer): Promise<void> {
  await page.evaluate(({ selector, shown }) => {
    const record = window.tapRecord!;
    record.shownAt = null;
    const holds = () => {
      const element = document.querySelector(selector);
      return (element !== null && element.getClientRects().length > 0) === shown;
    };
    if (holds()) throw new Error(`answered before the tap: ${selector}`);
    const check = () => {
      if (!holds()) {
        requestAnimationFrame(check);
        return;
      }
      // A message after the frame's callbacks runs once the frame's main-thread work is done.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        record.shownAt = performance.now();
      };
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(check);
  }, answer);
}

/** `--trace DIR`: a Chromium performance trace of each timed tap (open it in DevTools' Performance panel). */
type Tracing = { dir: string; label: string } | null;

async function timedTap(
  page: Page,
  step: Scenario['steps'][number] & { kind: 'tap' },
  tracing: Tracing,
): Promise<TapRun> {
  // Where to touch, found before the timed window: a locator's tap would run its checks (visible,
  // stable, hit target) in the page while the tap is timed.
  const target = step.target(page);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${step.name}: nothing to tap`);
  // Started before the page settles: starting a trace stalls the page for a moment.
  const browser = page.context().browser()!;
  if (tracing)
    await browser.startTracing(page, { path: `${tracing.dir}/${tracing.label}.json`, screenshots: true });
  await settle(page);
  const before = await page.evaluate(() => ({
    touches: window.tapRecord!.touches.length,
    events: window.tapRecord!.events,
  }));
  const afterId = lastInteractionId(before.events);
  await watchAnswer(page, step.answer);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(
    ({ afterId, wait }) => {
      const record = window.tapRecord!;
      if (record.shownAt === null) return false;
      return (
        record.events.some((event) => event.interactionId > afterId) ||
        performance.now() - record.shownAt > wait
      );
    },
    { afterId, wait: ENTRY_WAIT_MS },
    { timeout: 30_000 },
  );
  if (tracing) await browser.stopTracing();
  const record = await page.evaluate(() => window.tapRecord!);
  const touch = record.touches[before.touches];
  if (touch === undefined) throw new Error('the page saw no touch');
  const interaction = interactionAfter(record.events, afterId);
  return {
    nextPaint: interaction?.duration ?? null,
    inputDelay: interaction?.inputDelay ?? 0,
    processing: interaction?.processing ?? 0,
    presentation: interaction?.presentation ?? 0,
    shown: record.shownAt! - touch,
  };
}

/** Runs one scenario on a fresh load; the runs of its named taps, or null when a control is absent. */
async function runScenario(
  browser: Browser,
  site: string,
  tenant: TapTenant,
  scenario: Scenario,
  trace: { dir: string; run: number } | null,
): Promise<Map<string, TapRun> | null> {
  const page = await openPage(browser, pageUrl(site, tenant, scenario.page), scenario.ready);
  const runs = new Map<string, TapRun>();
  try {
    for (const step of scenario.steps) {
      const target = step.target(page);
      if ((await target.count()) === 0) return null;
      if (step.kind === 'select') {
        await target.selectOption(await step.option(page));
      } else if (step.name) {
        const label = `${tenant.vd}-${step.name.replace(/\s+/g, '-')}-${trace?.run ?? 0}`;
        runs.set(step.name, await timedTap(page, step, trace && { dir: trace.dir, label }));
      } else {
        await settle(page);
        await target.tap();
        await page
          .locator(step.answer.selector)
          .first()
          .waitFor({ state: step.answer.shown ? 'visible' : 'hidden' });
      }
    }
    return runs;
  } finally {
    await page.context().close();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const runs = Number(argValue(argv, 'runs') ?? 5);
  const onlyTenant = argValue(argv, 'tenant');
  const onlyTap = argValue(argv, 'tap');
  const port = Number(argValue(argv, 'port') ?? process.env.TAPS_PORT ?? 3196);
  const nginxPort = port + 1;
  // `--out DIR` measures another export (e.g. a copy of the previous build, for a before/after).
  const outDir = argValue(argv, 'out');
  if (outDir) process.env.SANDBOX_OUT_DIR = process.env.NGINX_ROOT = outDir;
  const traceDir = argValue(argv, 'trace');
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  // Behind nginx the sandbox names nginx's origin as its own; a fresh database for each bench.
  process.env.SANDBOX_PUBLIC_ORIGIN = `http://127.0.0.1:${nginxPort}`;
  process.env.SANDBOX_DB ??= ':memory:';
  process.env.SANDBOX_LOG ??= '0';
  // The slowdown multiplies whatever else the machine runs: the load is printed with the figures.
  const loadBefore = loadavg()[0]!;
  const sandbox = await startSandboxProcess(port);
  const nginx = await startNginxProcess(nginxPort, sandbox.url);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const rows: TapRow[] = [];
  try {
    for (const tenant of tapTenants.filter((each) => !onlyTenant || each.vd === onlyTenant)) {
      for (const scenario of tapScenarios(ELDER_MODE)) {
        const names = scenario.steps.flatMap((step) => (step.kind === 'tap' && step.name ? [step.name] : []));
        if (onlyTap && !names.some((name) => name.includes(onlyTap))) continue;
        const found = new Map(names.map((name) => [name, [] as TapRun[]]));
        for (let run = 0; run < runs; run += 1) {
          const result = await runScenario(
            browser,
            nginx.url,
            tenant,
            scenario,
            traceDir ? { dir: traceDir, run: run + 1 } : null,
          );
          if (!result) {
            console.log(`${tenant.vd}: ${names.join(', ')}: no such control on its ${scenario.page} page`);
            found.clear();
            break;
          }
          for (const [name, figures] of result) found.get(name)!.push(figures);
        }
        for (const [tap, tapRuns] of found) {
          const row = { tenant: tenant.vd, tap, runs: tapRuns };
          rows.push(row);
          console.log(tapTableRow(row).join('\t'));
        }
      }
    }
  } finally {
    await browser.close();
    nginx.stop();
    sandbox.stop();
  }
  const load = `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`;
  const table = markdownTable([tapTableHeader, tapTableHeader.map(() => '---'), ...rows.map(tapTableRow)]);
  mkdirSync('reports', { recursive: true });
  const reportFile = ELDER_MODE ? 'reports/taps-elder.md' : 'reports/taps.md';
  writeFileSync(
    reportFile,
    `# Taps ${new Date().toISOString().slice(0, 10)}${ELDER_MODE ? ' (长者模式 on)' : ''}\n\nNext paint after a tap (Event Timing: input delay + processing + presentation), phone 390 × 844 with touch, CPU ${CPU_SLOWDOWN}× slower, deploy nginx in front of the sandbox; ${runs} fresh load(s) per tap, ms. "shown": from the touch to the frame that showed the answer. Machine: ${load}.\n\n${table}\n`,
  );
  console.log(`\n${table}\n\n${load}; written to ${reportFile}`);
  const failing = rows.filter((row) => !passes(row));
  if (failing.length > 0) {
    console.error(`over ${TAP_GOAL_MS} ms: ${failing.map((row) => `${row.tenant} ${row.tap}`).join(', ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
