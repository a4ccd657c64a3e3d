/**
 * `npm run bench:main-thread [-- --floor DIR/out --runs 3 --cpu-slowdown 10 --out DIR --pages lease:home,…]`:
 * where the main thread's time goes from navigation to the largest paint, on bench:lcp's slow phone
 * (first visits through the deploy nginx over HTTPS and HTTP/2), ours beside the floor's, each run
 * of ours beside one of the floor's. A CPU profile (sampled, as DevTools' bottom-up view counts self
 * time) is cut at the page's last largest paint; what ran before it is summed by part: the engine's
 * own work (parsing, style and layout, compiling: `(program)`; garbage collection), the document's
 * inline scripts, and each library or folder of ours, named from the build's source maps
 * (PORTAL_SOURCE_MAPS=1; without them, by chunk). Prints the medians per page and writes
 * reports/main-thread.md. `--pages tenant:kind,…` (kinds home, list, detail) defaults to issue 59's
 * three: the lease home, the brand list and the client detail. A benchmark: on a quiet machine only.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { argValue } from './lib/cli';
import { sourceLocator } from './lib/chunk-sources';
import { selfTimes, type CpuProfile } from './lib/cpu-profile';
import { mainThreadPart } from './lib/main-thread-parts';
import { rendererMainThread, workByKind, type TraceEvent } from './lib/trace-work';
import { measuredPages, measuredTargets } from './lib/measured-pages';
import { median } from './lib/median';
import { firstAnnouncementId } from './lib/sandbox-data';
import { serveExport } from './lib/serve-export';
import { cpuSlowdown, openSlowPhone } from './lib/slow-phone';
import { recordLargestPaint, settledLargestPaint } from './lib/largest-paint';

/** Issue 59's three pages: the worst TBT (lease home), a list and a detail drawn from the answer. */
const defaultPages = 'lease:home,brand:list,client:detail';

type Visit = { lcpMs: number; parts: Map<string, number>; work: Map<string, number> };

async function navigationStartMicros(session: CDPSession): Promise<number | undefined> {
  const { metrics } = (await session.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  const start = metrics.find((metric) => metric.name === 'NavigationStart')?.value;
  return start ? start * 1e6 : undefined;
}

/** One first visit: its last largest paint and the main thread's self time by part before it. */
async function visit(browser: Browser, url: string, outDir: string, slowdown: number): Promise<Visit> {
  const { context, page } = await openSlowPhone(browser, recordLargestPaint, slowdown);
  try {
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable');
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    await session.send('Profiler.start');
    // The same visit's trace splits the engine's own work (the profile's `(program)`) by kind.
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    const lcp = await settledLargestPaint(page);
    const { profile } = (await session.send('Profiler.stop')) as { profile: CpuProfile };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const start = await navigationStartMicros(session);
    if (typeof lcp !== 'number' || start === undefined)
      throw new Error(`${url}: no largest paint or navigation start`);
    const { sources } = selfTimes(profile, new URL(url).origin, sourceLocator(outDir), {
      fromMicros: start,
      toMicros: start + lcp * 1000,
    });
    const parts = new Map<string, number>();
    for (const { name, ms } of sources) {
      const part = mainThreadPart(name, new URL(url).pathname);
      if (part === null) continue;
      parts.set(part, (parts.get(part) ?? 0) + ms);
    }
    const thread = rendererMainThread(trace.traceEvents);
    const work = thread
      ? workByKind(trace.traceEvents, thread, { from: start, to: start + lcp * 1000 })
      : new Map<string, number>();
    return { lcpMs: Math.round(lcp), parts, work };
  } finally {
    await context.close();
  }
}

const busy = (parts: Map<string, number>) => [...parts.values()].reduce((sum, ms) => sum + ms, 0);

/** `tenant:kind` (kind: home, list or detail) as the path measuredPages gives it. */
async function resolvePath(served: Awaited<ReturnType<typeof serveExport>>, page: string): Promise<string> {
  const [tenant, kind] = page.split(':');
  const target = measuredTargets.find((each) => each.tenant === tenant);
  if (!target)
    throw new Error(
      `${page}: the tenant is not one of ${measuredTargets.map((each) => each.tenant).join(', ')}`,
    );
  const id = kind === 'detail' ? await firstAnnouncementId(served.sandbox.url, target.platformId) : '';
  const found = measuredPages(target, id).find(([each]) => each === kind);
  if (!found) throw new Error(`${page}: the page is home, list or detail`);
  return found[1];
}

async function main() {
  const argv = process.argv.slice(2);
  const runs = Number(argValue(argv, 'runs') ?? 3);
  const slowdown = cpuSlowdown(argv);
  const outDir = resolve(argValue(argv, 'out') ?? 'out');
  const floorDir = argValue(argv, 'floor');
  const pages = (argValue(argv, 'pages') ?? defaultPages).split(',');
  const port = Number(process.env.MAIN_THREAD_PORT ?? 3391);
  const ours = await serveExport(port, true, outDir, true);
  const floor = floorDir
    ? await serveExport(port + 1, true, floorDir, true).catch((error) => {
        ours.stop();
        throw error;
      })
    : null;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const sections: string[] = [];
  try {
    for (const pagePath of pages) {
      const path = await resolvePath(ours, pagePath);
      const mine: Visit[] = [];
      const theirs: Visit[] = [];
      for (let run = 0; run < runs; run += 1) {
        // In turn first, so a slow spell of the machine falls on both sides.
        if (floor && run % 2 === 1)
          theirs.push(await visit(browser, `${floor.site}${path}`, resolve(floorDir!), slowdown));
        mine.push(await visit(browser, `${ours.site}${path}`, outDir, slowdown));
        if (floor && run % 2 === 0)
          theirs.push(await visit(browser, `${floor.site}${path}`, resolve(floorDir!), slowdown));
      }
      const cell = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(0));
      const table = (label: string, of: (visit: Visit) => Map<string, number>) => {
        const names = [...new Set([...mine, ...theirs].flatMap((each) => [...of(each).keys()]))];
        const medianOf = (visits: Visit[], name: string) =>
          median(visits.map((each) => of(each).get(name) ?? 0));
        const rows = names
          .map((name) => [name, medianOf(mine, name), floor ? medianOf(theirs, name) : Number.NaN] as const)
          .filter(([, ours, floor]) => ours >= 5 || floor >= 5)
          .sort((a, b) => b[1] - a[1]);
        const all = (visits: Visit[]) => median(visits.map((each) => busy(of(each))));
        const header = floor
          ? `| ${label} | ours ms | floor ms |\n| --- | --- | --- |`
          : `| ${label} | ours ms |\n| --- | --- |`;
        const lines = rows.map(([name, a, b]) => `| ${name} | ${cell(a)} |${floor ? ` ${cell(b)} |` : ''}`);
        return `${header}\n${lines.join('\n')}\n| **all** | **${cell(all(mine))}** |${floor ? ` **${cell(all(theirs))}** |` : ''}`;
      };
      const oursBusy = median(mine.map((each) => busy(each.parts)));
      const floorBusy = floor ? median(theirs.map((each) => busy(each.parts))) : Number.NaN;
      const lcp = `largest paint ${median(mine.map((each) => each.lcpMs))} ms${floor ? ` (floor ${median(theirs.map((each) => each.lcpMs))} ms)` : ''}`;
      const ratio = floor ? `, ${(oursBusy / floorBusy).toFixed(2)}× the floor's (goal ≤ 1.25×)` : '';
      const section = `### ${pagePath} (${path})\n\nMain thread before the largest paint: ${oursBusy.toFixed(0)} ms${floor ? ` against ${floorBusy.toFixed(0)} ms` : ''}${ratio}; ${lcp}.\n\nBy the code that ran (CPU profile; \`engine\` is work outside any script):\n\n${table('part', (visit) => visit.parts)}\n\nBy kind of work (trace; self time of the main thread's events):\n\n${table('work', (visit) => visit.work)}\n`;
      console.log(`\n${section}`);
      sections.push(section);
    }
  } finally {
    await browser.close();
    floor?.stop();
    ours.stop();
  }
  const text = `# Main thread before the largest paint ${new Date().toISOString().slice(0, 10)}\n\nChromium, 412 × 823, CPU ${slowdown}× slower, Lighthouse's mobile connection, through the deploy nginx over HTTPS and HTTP/2; ${runs} first visit(s) per page, median self time (ms) per part from navigation to the page's last largest paint${floor ? `; the floor (${floorDir}) in the same run, visit by visit` : ''}.\n\n${sections.join('\n')}`;
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/main-thread.md', text);
  console.log('written to reports/main-thread.md');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
