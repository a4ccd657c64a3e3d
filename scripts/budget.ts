/**
 * `npm run budget`: first-load JavaScript of each page in budgets.json, measured two ways a module
 * browser meets it. "html": the module scripts the page's HTML names, which must all arrive before
 * the page hydrates. "idle": every script Chromium requests from a sandbox serving out/ until the
 * network is idle (lazy start-up chunks included). The `noModule` polyfill counts in neither. Sizes
 * are read from the folder the sandbox serves (out/, or SANDBOX_OUT_DIR), gzip level 9. Exits 1
 * when a page is over either limit or missing, listing its largest scripts. Each page also shows
 * how far its HTML-named scripts are from their goal.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { z } from 'zod';
import { buildManifest } from '../sites/manifest';
import { formatBytes, hasFlag } from './lib/cli';
import {
  moduleScriptsOfPage,
  scriptsLoadedAtStart,
  sizeOfScripts,
  type FirstLoad,
} from './lib/first-load-js';
import { firstAnnouncementId } from './lib/sandbox-data';
import { startSandboxProcess } from './lib/sandbox-process';

const budgetsSchema = z.object({
  pages: z
    .array(
      z.object({
        kind: z.string(),
        path: z.string().regex(/^[^/].*\/$/, 'a tenant path ending in /'),
        announcementId: z.boolean().optional(),
        limitKiB: z.number().positive(),
        htmlLimitKiB: z.number().positive(),
        htmlGoalKiB: z.number().positive(),
      }),
    )
    .min(1),
  /** What a view in the field-report sample loads beyond an unsampled one, on one page. */
  fieldReports: z.object({ path: z.string().regex(/^[^/].*\/$/), limitKiB: z.number().positive() }),
});

async function main() {
  const budgets = budgetsSchema.parse(JSON.parse(readFileSync('budgets.json', 'utf8')));
  const outDir = path.resolve(process.env.SANDBOX_OUT_DIR ?? 'out');
  const missing = budgets.pages.filter((page) => !existsSync(path.join(outDir, page.path, 'index.html')));
  // `--built-only` measures what a build of a few tenants has (`npm run build -- --site client`).
  if (missing.length > 0 && hasFlag(process.argv.slice(2), 'built-only')) {
    console.log(`skipped, not built: ${missing.map((page) => page.path).join(' ')}`);
    budgets.pages = budgets.pages.filter((page) => !missing.includes(page));
  } else if (missing.length > 0) {
    for (const page of missing)
      console.log(`${page.kind}: ${page.path} is missing from out/ (build it first)`);
    process.exit(1);
  }
  const platformIds = new Map(buildManifest().map((site) => [site.VirtualDirectory, site.PlatformId]));

  process.env.SANDBOX_DB ??= ':memory:';
  process.env.SANDBOX_LOG ??= '0';
  const sandbox = await startSandboxProcess(Number(process.env.BUDGET_PORT ?? 3192));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  let failed = false;
  try {
    const width = Math.max(...budgets.pages.map((page) => page.path.length));
    console.log(
      'html: module scripts the HTML names (before hydration); idle: every script requested until the network is idle (Chromium), in a view outside the field-report sample. noModule excluded; gzip level 9.',
    );
    console.log(
      `${'page kind'.padEnd(13)} ${'path'.padEnd(width)}  ${'html'.padStart(9)} limit  goal  ${'idle'.padStart(9)} limit`,
    );
    for (const page of budgets.pages) {
      let url = `${sandbox.url}/${page.path}`;
      if (page.announcementId) {
        const tenant = page.path.split('/')[0]!;
        url += `?id=${encodeURIComponent(await firstAnnouncementId(sandbox.url, platformIds.get(tenant) ?? ''))}`;
      }
      const html = readFileSync(path.join(outDir, page.path, 'index.html'), 'utf8');
      const named = sizeOfScripts(outDir, moduleScriptsOfPage(html));
      const loaded = sizeOfScripts(outDir, await scriptsLoadedAtStart(browser, url));
      const namedKiB = named.total.gzip / 1024;
      const loadedKiB = loaded.total.gzip / 1024;
      const over = [
        namedKiB > page.htmlLimitKiB ? `html over ${page.htmlLimitKiB}` : '',
        loadedKiB > page.limitKiB ? `idle over ${page.limitKiB}` : '',
      ].filter(Boolean);
      const toGo = namedKiB - page.htmlGoalKiB;
      failed ||= over.length > 0;
      console.log(
        [
          `${page.kind.padEnd(13)} ${page.path.padEnd(width)} `,
          `${namedKiB.toFixed(1)} KiB`.padStart(10),
          String(page.htmlLimitKiB).padStart(5),
          String(page.htmlGoalKiB).padStart(5),
          `${loadedKiB.toFixed(1)} KiB`.padStart(10),
          String(page.limitKiB).padStart(5),
          toGo > 0 ? ` (${toGo.toFixed(1)} KiB to the goal)` : '',
          over.length > 0 ? `  OVER: ${over.join(', ')}` : '',
        ].join(' '),
      );
      if (over.length > 0) printLargest(loaded);
    }
    const field = budgets.fieldReports;
    const fieldUrl = `${sandbox.url}/${field.path}`;
    const unsampled = sizeOfScripts(outDir, await scriptsLoadedAtStart(browser, fieldUrl));
    const sampled = sizeOfScripts(outDir, await scriptsLoadedAtStart(browser, fieldUrl, 'sampled'));
    const extraKiB = (sampled.total.gzip - unsampled.total.gzip) / 1024;
    const fieldOver = extraKiB > field.limitKiB;
    failed ||= fieldOver;
    console.log(
      `field reports: a sampled view of ${field.path} loads ${extraKiB.toFixed(1)} KiB more after its content (limit ${field.limitKiB})${fieldOver ? '  OVER' : ''}`,
    );
  } finally {
    await browser.close();
    sandbox.stop();
  }
  process.exit(failed ? 1 : 0);
}

function printLargest(load: FirstLoad): void {
  for (const script of [...load.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
    console.log(`    ${formatBytes(script.gzip).padStart(10)}  ${script.src}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
