/**
 * `npm run bench:lcp [-- --runs 5 --against DIR --tenant client --page list]`: when the largest
 * paint of issue 21's nine pages happens in a real browser on a slow phone, as the page itself
 * reports it (the `largest-contentful-paint` entries), not as Lighthouse's simulation estimates it.
 * Chromium is a 412 × 823 touch phone slowed 4× (`--cpu-slowdown N`) by CDP on Lighthouse's own mobile connection
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), applied to every request; the export (`out/`,
 * or `--out DIR`) is served through the deploy nginx in front of a sandbox. Every run is a first
 * visit in a fresh context. `--against DIR` serves a second export (a build of an earlier commit)
 * and measures it in the same runs, page by page, interleaved, so both meet the machine in the same
 * state: the column to read is the paired difference (the median of each run's ours − theirs).
 * `--tls` serves both over HTTPS and HTTP/2, as a deployment with a certificate does (over plain
 * HTTP/1.1 a browser queues a page's requests on six connections). `--api-delay MS` has both sandboxes answer every API call MS later (a queued sandbox fault): the
 * centre's API is not a local SQLite, and a page that asks early gains more the longer it answers.
 * Prints a table of medians and writes reports/lcp.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { argValue, hasFlag } from './lib/cli';
import { measuredPages, measuredTargets } from './lib/measured-pages';
import { median } from './lib/median';
import { firstAnnouncementId } from './lib/sandbox-data';
import { serveExport } from './lib/serve-export';
import { cpuSlowdown, openSlowPhone } from './lib/slow-phone';
import { recordLargestPaint, settledLargestPaint } from './lib/largest-paint';
import { HOOK_KEY_HEADER, hookKeyFor } from '../sandbox/hook-key';

/** The API's addresses the sandbox answers (sandbox/api/serve-api.ts). */
const apiPaths = ['/baseapi/*', '/gatewayapi/*', '/tradingapi/*', '/api/*'];

/** Every API call of the sandbox at `origin` answers `delayMs` later, for the rest of the bench. */
async function delayApi(origin: string, delayMs: number): Promise<void> {
  for (const path of apiPaths) {
    const response = await fetch(`${origin}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [HOOK_KEY_HEADER]: hookKeyFor(origin) },
      body: JSON.stringify({ path, delayMs, times: 1000 }),
    });
    if (!response.ok) throw new Error(`the sandbox at ${origin} refused the API delay: ${response.status}`);
  }
}

/** The page's last largest-contentful-paint entry once the network is quiet, in ms from navigation. */
async function largestPaint(browser: Browser, url: string, slowdown: number): Promise<number> {
  const { context, page } = await openSlowPhone(browser, recordLargestPaint, slowdown);
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    const value = await settledLargestPaint(page);
    if (typeof value !== 'number') throw new Error(`no largest paint reported on ${url}`);
    return Math.round(value);
  } finally {
    await context.close();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const runs = Number(argValue(argv, 'runs') ?? 5);
  const onlyTenant = argValue(argv, 'tenant');
  const onlyPage = argValue(argv, 'page');
  const against = argValue(argv, 'against');
  const port = Number(process.env.LCP_PORT ?? 3291);
  const tls = hasFlag(argv, 'tls');
  const slowdown = cpuSlowdown(argv);
  const ours = await serveExport(port, true, argValue(argv, 'out'), tls);
  const other = against
    ? await serveExport(port + 1, true, against, tls).catch((error) => {
        ours.stop();
        throw error;
      })
    : null;
  const apiDelay = Number(argValue(argv, 'api-delay') ?? 0);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const rows: string[][] = [];
  try {
    if (apiDelay > 0)
      for (const served of [ours, other]) if (served) await delayApi(served.sandbox.url, apiDelay);
    for (const target of measuredTargets.filter((each) => !onlyTenant || each.tenant === onlyTenant)) {
      const id = await firstAnnouncementId(ours.sandbox.url, target.platformId);
      for (const [kind, path] of measuredPages(target, id).filter(
        ([each]) => !onlyPage || each === onlyPage,
      )) {
        const mine: number[] = [];
        const theirs: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          // Each pair runs back to back, first one then the other in turn, so a slow spell of the
          // machine (another guest's load) falls on both sides of a pair and neither always goes first.
          const theirsFirst = other !== null && run % 2 === 1;
          if (theirsFirst) theirs.push(await largestPaint(browser, `${other.site}${path}`, slowdown));
          mine.push(await largestPaint(browser, `${ours.site}${path}`, slowdown));
          if (other && !theirsFirst)
            theirs.push(await largestPaint(browser, `${other.site}${path}`, slowdown));
        }
        const row = [target.tenant, kind, String(median(mine)), `${Math.min(...mine)}–${Math.max(...mine)}`];
        if (other) {
          const paired = mine.map((value, run) => value - theirs[run]!);
          row.push(String(median(theirs)), String(median(mine) - median(theirs)), String(median(paired)));
        }
        rows.push(row);
        console.log(row.join('\t'));
      }
    }
  } finally {
    await browser.close();
    other?.stop();
    ours.stop();
  }
  const header = [
    'tenant',
    'page',
    'LCP ms (median)',
    'range',
    ...(other ? ['against: LCP ms', 'difference ms', 'paired difference ms'] : []),
  ];
  const table = [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
  const text = `# Largest paint on a slow phone ${new Date().toISOString().slice(0, 10)}\n\nChromium, 412 × 823, CPU ${slowdown}× slower, 150 ms round trip, 1.6 Mbit/s down, through the deploy nginx${tls ? ' over HTTPS and HTTP/2' : ''}${apiDelay > 0 ? `, every API call answered ${apiDelay} ms late` : ''}; ${runs} first visit(s) per cell, median${other ? `; against ${against}, interleaved; the paired difference is the median of each run's own difference, steadier than the difference of medians on a machine whose speed comes and goes` : ''}.\n\n${table}\n`;
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/lcp.md', text);
  console.log(`\n${table}\n\nwritten to reports/lcp.md`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
