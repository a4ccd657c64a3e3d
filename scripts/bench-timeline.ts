/**
 * `npm run bench:timeline -- PATH [--out DIR] [--runs 2] [--who]`: what one first visit of PATH
 * (e.g. `/client/buyerweb/list/`; `ID` in it becomes the client tenant's first announcement) does on
 * bench:lcp's slow phone, in order, in ms from navigation: every request (start → end, kind,
 * address, bytes), the long tasks and long animation frames (with the scripts that held them), the page's user-timing marks and its largest paints. `--who`
 * also names the code that inserted each script, link and picture (a stack, in the page), to find
 * what asks for a chunk late; it costs a little time of its own. Read it beside the same timeline
 * of the data floor (`--out DIR/out`): issue 39's "what stands between the answer and the paint".
 * `--profile` adds where the main thread's time went over the visit (a CPU profile, self time per
 * script and per function, as DevTools' bottom-up view counts it; sampling slows the page a little);
 * on an export built with source maps (PORTAL_SOURCE_MAPS=1) functions are named by their source
 * file and line, and self time is summed per source file too; `--save-profile FILE.cpuprofile`
 * keeps each run's profile (FILE-1.cpuprofile, …) for DevTools' Performance panel; `--window
 * FROM-TO` (ms from navigation, as the timeline prints them) counts only that stretch of the visit:
 * what ran between the answer's arrival and the largest paint, say. `--tls` serves the export over
 * HTTPS and HTTP/2, as a deployment with a certificate does.
 */
import { writeFileSync } from 'node:fs';
import { chromium, type CDPSession } from '@playwright/test';
import { argValue, hasFlag } from './lib/cli';
import { firstAnnouncementId } from './lib/sandbox-data';
import { serveExport } from './lib/serve-export';
import { cpuSlowdown, openSlowPhone } from './lib/slow-phone';
import { sourceLocator } from './lib/chunk-sources';
import { selfTimes, type CpuProfile, type ProfileWindow } from './lib/cpu-profile';
import { resolve } from 'node:path';

type Line = [at: number, text: string];
type Recorder = { lines: Line[] };

/** Runs in the page before its scripts: observers that write into `window.__timeline`. */
function record(who: boolean) {
  const into: Recorder = { lines: [] };
  (window as unknown as { __timeline: Recorder }).__timeline = into;
  const add = (at: number, text: string) => into.lines.push([Math.round(at), text]);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = (entry as PerformanceEntry & { element?: Element | null }).element;
      add(
        entry.startTime,
        `largest paint  ${element ? `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)}` : '(gone)'}`,
      );
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) add(entry.startTime, `long task ${Math.round(entry.duration)} ms`);
  }).observe({ type: 'longtask', buffered: true });
  // A frame held up by script (Chromium's long animation frames): the scripts in it and when its
  // rendering could start, to see what stands between a commit and its paint.
  type FrameScript = { invoker: string; sourceURL: string; duration: number };
  type LongFrame = PerformanceEntry & { renderStart: number; scripts: FrameScript[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LongFrame[]) {
      const scripts = [...entry.scripts]
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 3)
        .map(
          (script) =>
            `${script.invoker || '?'} ${script.sourceURL.replace(location.origin, '')} ${Math.round(script.duration)} ms`,
        );
      add(
        entry.startTime,
        `long frame ${Math.round(entry.duration)} ms, rendering from ${Math.round(entry.renderStart)}: ${scripts.join('; ')}`,
      );
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  if (!who) return;
  (Error as { stackTraceLimit?: number }).stackTraceLimit = 40;
  const append = Node.prototype.appendChild;
  Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
    const address =
      child instanceof HTMLScriptElement ? child.src : child instanceof HTMLLinkElement ? child.href : '';
    if (address) {
      const frames = (new Error().stack ?? '')
        .split('\n')
        .slice(2)
        .map((frame) => frame.trim().replace(location.origin, ''));
      // The first frame outside the chunk runtime is the code that asked.
      const asker = frames.find((frame) => !frame.includes('/turbopack-')) ?? frames[0] ?? '';
      add(performance.now(), `inserted ${address.replace(location.origin, '')}  by ${asker}`);
    }
    return append.call(this, child) as T;
  };
}

type Stretch = { from: number; to: number };

/** A stretch of the visit (ms from navigation) on the CPU profile's clock, by the page's NavigationStart. */
async function windowOnProfileClock(
  session: CDPSession,
  stretch: Stretch,
): Promise<ProfileWindow | undefined> {
  const { metrics } = (await session.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  const navigationStart = metrics.find((metric) => metric.name === 'NavigationStart')?.value;
  if (!navigationStart) return undefined;
  return {
    fromMicros: navigationStart * 1e6 + stretch.from * 1000,
    toMicros: navigationStart * 1e6 + stretch.to * 1000,
  };
}

async function main() {
  const argv = process.argv.slice(2);
  const target = argv.find((arg) => arg.startsWith('/'));
  if (!target)
    throw new Error(
      'usage: npm run bench:timeline -- /tenant/path/ [--out DIR] [--runs N] [--who] [--tls] [--cpu-slowdown N] [--profile [--save-profile FILE.cpuprofile] [--window FROM-TO]]',
    );
  const runs = Number(argValue(argv, 'runs') ?? 1);
  const slowdown = cpuSlowdown(argv);
  const who = hasFlag(argv, 'who');
  const profile = hasFlag(argv, 'profile');
  const windowArg = argValue(argv, 'window');
  const windowMatch = windowArg?.match(/^(\d+)-(\d+)$/);
  if (windowArg && !windowMatch)
    throw new Error('--window FROM-TO, in ms from navigation: --window 1800-2000');
  const stretch: Stretch | null = windowMatch
    ? { from: Number(windowMatch[1]), to: Number(windowMatch[2]) }
    : null;
  const served = await serveExport(
    Number(process.env.TIMELINE_PORT ?? 3295),
    true,
    argValue(argv, 'out'),
    hasFlag(argv, 'tls'),
  );
  // An export built with PORTAL_SOURCE_MAPS=1 names each function by its source. Only read here:
  // the data floor's export (no index.html at its root) is as readable as ours.
  const locate = sourceLocator(resolve(argValue(argv, 'out') ?? 'out'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const path = target.includes('ID')
      ? target.replace(
          'ID',
          encodeURIComponent(await firstAnnouncementId(served.sandbox.url, 'AssetsCliectApp')),
        )
      : target;
    for (let run = 1; run <= runs; run += 1) {
      const { context, page } = await openSlowPhone(browser, undefined, slowdown);
      try {
        // tsx keeps function names with a helper the page does not have.
        await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
        await context.addInitScript(record, who);
        const profiler = profile ? await context.newCDPSession(page) : null;
        if (profiler) {
          // Its NavigationStart is on the profile's clock: a window is placed by it.
          if (stretch) await profiler.send('Performance.enable');
          await profiler.send('Profiler.enable');
          await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
          await profiler.send('Profiler.start');
        }
        await page.goto(`${served.site}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
        await page.waitForTimeout(2000);
        const lines = await page.evaluate(() => {
          const into = (window as unknown as { __timeline: Recorder }).__timeline.lines;
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          into.push([Math.round(navigation.responseEnd), 'document answered']);
          for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            into.push([
              Math.round(entry.startTime),
              `request ${entry.initiatorType} ${entry.name.replace(location.origin, '')} → ${Math.round(entry.responseEnd)} (${entry.transferSize} B${
                // Time before the request left: a free connection (six a host over HTTP/1.1), a socket.
                entry.requestStart - entry.startTime > 20
                  ? `, sent at ${Math.round(entry.requestStart)}, first byte ${Math.round(entry.responseStart)}`
                  : ''
              })`,
            ]);
          for (const mark of performance.getEntriesByType('mark'))
            into.push([Math.round(mark.startTime), `mark ${mark.name}`]);
          return into;
        });
        console.log(`${path}, run ${run}`);
        for (const [at, text] of lines.sort((a, b) => a[0] - b[0]))
          console.log(`${String(at).padStart(6)}  ${text}`);
        if (profiler) {
          const { profile: recorded } = (await profiler.send('Profiler.stop')) as { profile: CpuProfile };
          const saveAs = argValue(argv, 'save-profile');
          // DevTools' Performance panel opens the file: the flame chart of the whole visit.
          if (saveAs)
            writeFileSync(saveAs.replace('.cpuprofile', `-${run}.cpuprofile`), JSON.stringify(recorded));
          const profileWindow = stretch ? await windowOnProfileClock(profiler, stretch) : undefined;
          if (stretch && !profileWindow) console.log('(no NavigationStart: the whole visit is counted)');
          const { scripts, functions, sources } = selfTimes(
            recorded,
            new URL(served.site).origin,
            locate,
            profileWindow,
          );
          const rows = (list: typeof scripts, count: number) =>
            list.slice(0, count).map(({ name, ms }) => `${ms.toFixed(0).padStart(6)} ms  ${name}`);
          console.log(
            `main thread${profileWindow && stretch ? ` from ${stretch.from} to ${stretch.to} ms` : ''}, self time per script (CPU 4× slower):`,
            ...rows(scripts, 14).map((row) => `\n${row}`),
          );
          console.log('per function:', ...rows(functions, 20).map((row) => `\n${row}`));
          if (sources.some(({ name }) => !name.startsWith('/') && !name.startsWith('(')))
            console.log(
              "per source (from the build's source maps):",
              ...rows(sources, 30).map((row) => `\n${row}`),
            );
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    served.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
