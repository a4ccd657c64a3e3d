/**
 * `npm run lighthouse [-- --runs 3]`: Lighthouse 12 with the system Chromium against the sandbox:
 * performance, accessibility, best practices and SEO of the home, list and detail pages of three
 * tenants, desktop and mobile presets. Prints a table and writes reports/lighthouse.md. With
 * several runs each score is the median (the mobile score moves a few points between runs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { argValue } from './lib/cli';
import { firstAnnouncementId } from './lib/sandbox-data';
import { startSandboxProcess } from './lib/sandbox-process';

type Target = { tenant: string; platformId: string; list: string; detail: string };

/** Three tenants of different page families: buyer style, home style, lease. */
const targets: Target[] = [
  {
    tenant: 'client',
    platformId: 'AssetsCliectApp',
    list: 'buyerweb/list/',
    detail: 'buyerweb/noticeDetail/',
  },
  {
    tenant: 'brand',
    platformId: 'BrandClientApp',
    list: 'brandweb/anncNoticeList/',
    detail: 'brandweb/noticeDetail/',
  },
  { tenant: 'lease', platformId: 'LeaseClientApp', list: 'leaseweb/annc/', detail: 'leaseweb/anncDetail/' },
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lab metrics reported beside the scores: LCP and TBT in ms, CLS unitless. */
const metrics = [
  ['largest-contentful-paint', 'LCP ms', 0],
  ['total-blocking-time', 'TBT ms', 0],
  ['cumulative-layout-shift', 'CLS', 3],
] as const;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main() {
  const runs = Number(argValue(process.argv.slice(2), 'runs') ?? 1);
  // `--preset mobile` or `--preset desktop` runs one preset only (a full run takes a while).
  const only = argValue(process.argv.slice(2), 'preset');
  const presets = (['desktop', 'mobile'] as const).filter((preset) => !only || preset === only);
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 3191);
  const sandbox = await startSandboxProcess(port);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const rows: string[][] = [];
  try {
    for (const target of targets) {
      const id = await firstAnnouncementId(sandbox.url, target.platformId);
      const pages = [
        ['home', `${sandbox.url}/${target.tenant}/`],
        ['list', `${sandbox.url}/${target.tenant}/${target.list}`],
        ['detail', `${sandbox.url}/${target.tenant}/${target.detail}?id=${encodeURIComponent(id)}`],
      ] as const;
      for (const [kind, url] of pages) {
        for (const preset of presets) {
          const scores: Record<string, number[]> = {};
          for (let run = 0; run < runs; run += 1) {
            const result = await lighthouse(
              url,
              { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...categories] },
              preset === 'desktop' ? desktopConfig : undefined,
            );
            for (const category of categories) {
              const score = result?.lhr.categories[category]?.score ?? 0;
              (scores[category] ??= []).push(Math.round(score * 100));
            }
            for (const [audit] of metrics) {
              (scores[audit] ??= []).push(result?.lhr.audits[audit]?.numericValue ?? Number.NaN);
            }
          }
          const row = [
            target.tenant,
            kind,
            preset,
            ...categories.map((category) => String(median(scores[category]!))),
            ...metrics.map(([audit, , digits]) => median(scores[audit]!).toFixed(digits)),
          ];
          rows.push(row);
          console.log(row.join('\t'));
        }
      }
    }
  } finally {
    chrome.kill();
    sandbox.stop();
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
  ];
  const table = [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/lighthouse.md',
    `# Lighthouse ${new Date().toISOString().slice(0, 10)}\n\nLighthouse 12, Debian Chromium, sandbox on loopback; ${runs} run(s) per cell, median.\n\n${table}\n`,
  );
  console.log(`\n${table}\n\nwritten to reports/lighthouse.md`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
