/**
 * `npm run lighthouse [-- --runs 3]`: Lighthouse 12 with the system Chromium against the sandbox:
 * performance, accessibility, best practices and SEO of the home, list and detail pages of three
 * tenants, desktop and mobile presets. Prints a table and writes reports/lighthouse.md. With
 * several runs each score is the median (the mobile score moves a few points between runs).
 * `--preset mobile|desktop`, `--tenant client` and `--page detail` narrow the set; `--explain`
 * prints, per run, the largest paint's element and phases, what the simulated paint waited for
 * (`lib/simulated-paint.ts`; `--tail N` names its last N items, 6 by default), the same for the
 * floor's run beside it when there is a `--floor`, and any failing accessibility audit, and keeps
 * each report's JSON under reports/lighthouse/. `--nginx` measures through the generated nginx
 * configuration (compressed scripts, as deployed) instead of the sandbox's plain file server;
 * `--tls` makes that nginx speak HTTPS and HTTP/2, as a deployment with a certificate does.
 * `--block '*pattern*,…'` measures the pages with those requests refused (Lighthouse's
 * blockedUrlPatterns): what a part costs, or how a page fares when one of its chunks fails.
 * `--floor DIR` measures the floor (`../shared/floor/build.sh DIR`: a trivial page of this stack at
 * the same nine paths) in the same run, each run beside the page's, and prints its figures beside
 * them. The last column checks the goals (`lib/lighthouse-goals.ts`): beside the floor, a mobile
 * run is held to issue 39's margins over the floor's run, a desktop run to 100. A run the trace
 * cannot place (NO_NAVSTART) is measured again; a run not measured keeps its trace and DevTools
 * log under reports/lighthouse/failed/. `--cpu-slowdown N` slows the mobile preset's CPU N× instead
 * of 4× (the calibrated N of docs/performance.md); each row prints Lighthouse's `benchmarkIndex`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Result, RunnerResult } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { argValue, hasFlag } from './lib/cli';
import { checkGoals, type LighthouseFigures, type Preset } from './lib/lighthouse-goals';
import { firstAnnouncementId } from './lib/sandbox-data';
import { measuredPages, measuredTargets } from './lib/measured-pages';
import { median } from './lib/median';
import { serveExport } from './lib/serve-export';
import { simulatedPaintLines } from './lib/simulated-paint';
import { CPU_SLOWDOWN, cpuSlowdown } from './lib/slow-phone';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lab metrics reported beside the scores: LCP and TBT in ms, CLS unitless. */
const metrics = [
  ['largest-contentful-paint', 'LCP ms', 0],
  ['total-blocking-time', 'TBT ms', 0],
  ['cumulative-layout-shift', 'CLS', 3],
] as const;

/** What a person needs to see why a page paints late or misses an accessibility point. */
function explain(lhr: Result, label: string): void {
  const lcp = lhr.audits['largest-contentful-paint-element']?.details;
  const tables = lcp?.type === 'list' ? lcp.items : [];
  const element = tables[0]?.type === 'table' ? tables[0].items[0]?.node : undefined;
  const phases = tables[1]?.type === 'table' ? tables[1].items : [];
  const node = element && typeof element === 'object' && 'snippet' in element ? element : null;
  console.log(`  ${label} LCP element: ${node ? `${node.selector}  ${node.snippet}` : '(none)'}`);
  console.log(
    `  ${label} LCP phases: ${phases.map((phase) => `${String(phase.phase)} ${Math.round(Number(phase.timing))} ms`).join(', ')}`,
  );
  const failing = lhr.categories.accessibility?.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
    );
  for (const audit of failing ?? [])
    console.log(`  ${label} accessibility fails: ${audit!.id} (${audit!.title})`);
}

type Figures = Record<string, number[]>;

/** One Lighthouse run's scores (0–100) and lab metrics, added to `into`. */
async function measure(
  chromePort: number,
  url: string,
  preset: Preset,
  blocked: string[],
  slowdown: number,
  into: Figures,
  report?: (result: RunnerResult) => Promise<void>,
): Promise<void> {
  const run = () =>
    lighthouse(
      url,
      {
        port: chromePort,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...categories],
        ...(blocked.length > 0 ? { blockedUrlPatterns: blocked } : {}),
        // The mobile preset's connection with the calibrated CPU slowdown; desktop keeps its own.
        ...(preset === 'mobile' && slowdown !== CPU_SLOWDOWN
          ? {
              throttling: {
                ...lighthouseConstants.throttling.mobileSlow4G,
                cpuSlowdownMultiplier: slowdown,
              },
            }
          : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
  let result = await run();
  /*
   * NO_NAVSTART is the trace's fault, not the page's: the renderer Chromium starts for the page
   * sometimes joins the trace after the navigation began, and the marks it stamps with earlier
   * times (navigationStart, fetchStart) are dropped while the rest of the load is recorded. The
   * same page is measured again, up to twice; any other failure is the page's and counts as one.
   */
  for (let retry = 1; retry <= 2 && result?.lhr.runtimeError?.code === 'NO_NAVSTART'; retry += 1) {
    keepFailedRun(url, result);
    console.warn(`  ${url}: the trace lost its navigationStart; measuring again (${retry} of 2)`);
    result = await run();
  }
  if (result) await report?.(result);
  // A run Lighthouse could not finish (no largest paint, a page error) counts in no median.
  const failed = !result || result.lhr.runtimeError;
  if (failed) {
    console.warn(`  ${url}: run not measured (${result?.lhr.runtimeError?.code ?? 'no result'})`);
    keepFailedRun(url, result);
  }
  for (const category of categories) {
    const score = result?.lhr.categories[category]?.score;
    (into[category] ??= []).push(failed || score == null ? Number.NaN : Math.round(score * 100));
  }
  for (const [audit] of metrics) {
    (into[audit] ??= []).push(result?.lhr.audits[audit]?.numericValue ?? Number.NaN);
  }
  // How fast Lighthouse found this machine at that moment: figures from two machines compare only beside it.
  (into.benchmarkIndex ??= []).push(result?.lhr.environment.benchmarkIndex ?? Number.NaN);
}

/**
 * A run Lighthouse could not read (NO_NAVSTART, NO_LCP) keeps its trace and DevTools log under
 * reports/lighthouse/failed/: Chromium's own events say what the page did instead of one navigation.
 */
function keepFailedRun(url: string, result: RunnerResult | undefined): void {
  if (!result) return;
  const dir = 'reports/lighthouse/failed';
  mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '-')}${Date.now()}`;
  const { Trace, DevtoolsLog } = result.artifacts as { Trace?: unknown; DevtoolsLog?: unknown };
  writeFileSync(`${dir}/${name}.trace.json`, JSON.stringify(Trace ?? null));
  writeFileSync(`${dir}/${name}.devtoolslog.json`, JSON.stringify(DevtoolsLog ?? null));
  console.warn(`  its trace and DevTools log are in ${dir}/${name}.*.json`);
}

const figuresOf = (scores: Figures): LighthouseFigures => ({
  performance: median(scores.performance!),
  lcpMs: median(scores['largest-contentful-paint']!),
  tbtMs: median(scores['total-blocking-time']!),
  cls: median(scores['cumulative-layout-shift']!),
});

async function main() {
  const argv = process.argv.slice(2);
  const runs = Number(argValue(argv, 'runs') ?? 1);
  // `--preset mobile` or `--preset desktop` runs one preset only (a full run takes a while).
  const only = argValue(argv, 'preset');
  const onlyTenant = argValue(argv, 'tenant');
  const onlyPage = argValue(argv, 'page');
  const explaining = hasFlag(argv, 'explain');
  // `--tail N`: how many of the last items of each replay `--explain` names (6 by default).
  const tail = Number(argValue(argv, 'tail') ?? 6);
  const printReplays = async (result: RunnerResult, label: string) => {
    for (const line of await simulatedPaintLines(result, tail)) console.log(`  ${label} ${line}`);
  };
  // What a page would score without some requests (`--block '*qr*,*Sidebar*'`): the cost of a part.
  const blocked = (argValue(argv, 'block') ?? '').split(',').filter(Boolean);
  // `--cpu-slowdown N`: the mobile preset's CPU slowdown, calibrated so the floor reads as on the
  // reference machine (docs/performance.md); Lighthouse's own 4 otherwise.
  const slowdown = cpuSlowdown(argv);
  if (explaining) mkdirSync('reports/lighthouse', { recursive: true });
  const presets = (['desktop', 'mobile'] as const).filter((preset) => !only || preset === only);
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 3191);
  const throughNginx = hasFlag(argv, 'nginx');
  const tls = throughNginx && hasFlag(argv, 'tls');
  // `--out DIR` measures another export (e.g. a copy of the previous build, for a before/after).
  const outDir = argValue(argv, 'out');
  // `--floor DIR` measures the floor's export (../shared/floor/build.sh DIR, then DIR/out) at the
  // same paths, each run beside the page's: the goals bend to what the stack itself scores here.
  const floorDir = argValue(argv, 'floor');
  const ours = await serveExport(port, throughNginx, outDir, tls);
  const floor = floorDir
    ? await serveExport(port + 1, throughNginx, floorDir, tls).catch((error) => {
        ours.stop();
        throw error;
      })
    : null;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      // `--tls` signs the export with the local certificate (lib/local-tls.ts).
      ...(tls ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const rows: string[][] = [];
  const misses: string[] = [];
  try {
    for (const target of measuredTargets.filter((each) => !onlyTenant || each.tenant === onlyTenant)) {
      const id = await firstAnnouncementId(ours.sandbox.url, target.platformId);
      const pages = measuredPages(target, id);
      for (const [kind, path] of pages.filter(([each]) => !onlyPage || each === onlyPage)) {
        for (const preset of presets) {
          const scores: Figures = {};
          const floorScores: Figures = {};
          for (let run = 0; run < runs; run += 1) {
            const label = `${target.tenant} ${kind} ${preset} #${run + 1}`;
            await measure(
              chrome.port,
              `${ours.site}${path}`,
              preset,
              blocked,
              slowdown,
              scores,
              async (result) => {
                if (!explaining) return;
                explain(result.lhr, label);
                if (!result.lhr.runtimeError) await printReplays(result, label);
                writeFileSync(
                  `reports/lighthouse/${target.tenant}-${kind}-${preset}-${run + 1}.json`,
                  JSON.stringify(result.lhr),
                );
              },
            );
            if (floor) {
              await measure(
                chrome.port,
                `${floor.site}${path}`,
                preset,
                [],
                slowdown,
                floorScores,
                async (result) => {
                  // The floor's replays beside ours show what our paint waits for that the floor's does not.
                  if (explaining && !result.lhr.runtimeError) await printReplays(result, `floor ${label}`);
                },
              );
            }
          }
          const floorFigures = floor ? figuresOf(floorScores) : undefined;
          const { missed } = checkGoals(preset, figuresOf(scores), floorFigures);
          const row = [
            target.tenant,
            kind,
            preset,
            ...categories.map((category) => String(median(scores[category]!))),
            ...metrics.map(([audit, , digits]) => median(scores[audit]!).toFixed(digits)),
            ...(floorFigures
              ? [
                  String(floorFigures.performance),
                  floorFigures.lcpMs.toFixed(0),
                  floorFigures.tbtMs.toFixed(0),
                ]
              : []),
            median(scores.benchmarkIndex!).toFixed(0),
            missed.length === 0 ? 'met' : missed.join('; '),
          ];
          if (missed.length > 0) misses.push(`${target.tenant} ${kind} ${preset}`);
          rows.push(row);
          console.log(row.join('\t'));
        }
      }
    }
  } finally {
    chrome.kill();
    floor?.stop();
    ours.stop();
  }
  const header = [
    'tenant',
    'page',
    'preset',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    ...metrics.map(([, label]) => label),
    ...(floor ? ['floor performance', 'floor LCP ms', 'floor TBT ms'] : []),
    'benchmarkIndex',
    floor ? 'goals (mobile: the floor − 3 points, LCP + 300 ms, TBT × 1.25 + 50 ms; desktop: 100)' : 'goals',
  ];
  const table = [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
  const served = throughNginx ? 'nginx (deploy configuration) in front of the sandbox' : 'sandbox';
  const summary =
    misses.length === 0
      ? 'Every page meets its goals.'
      : `Goals missed on ${misses.length}: ${misses.join(', ')}.`;
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/lighthouse.md',
    `# Lighthouse ${new Date().toISOString().slice(0, 10)}\n\nLighthouse 12, Debian Chromium, ${served}${tls ? ' over HTTPS and HTTP/2' : ''} on loopback, mobile CPU slowdown ${slowdown}×; ${runs} run(s) per cell, median${floor ? "; the floor measured in the same run, each run beside the page's" : ''}.\n\n${table}\n\n${summary}\n`,
  );
  console.log(`\n${table}\n\n${summary}\nwritten to reports/lighthouse.md`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
