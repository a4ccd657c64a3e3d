/**
 * `npm run budget`: first-load JavaScript of each page in budgets.json, measured the way a module
 * browser loads it: Chromium opens the page from a sandbox serving out/ and every script it
 * requests until the network is idle counts (lazy start-up chunks included, the `noModule`
 * polyfill not). Sizes are read from out/, raw and gzip level 9. Exits 1 when a page is over its
 * limit or missing, listing its largest scripts. Each page also shows how far it is from its goal
 * (issue 12: 150 KiB public, 190 KiB user centre); a limit is lowered as a page gets there.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { z } from 'zod';
import { buildManifest } from '../sites/manifest';
import { formatBytes } from './lib/cli';
import { scriptsLoadedAtStart, sizeOfScripts } from './lib/first-load-js';
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
        goalKiB: z.number().positive(),
      }),
    )
    .min(1),
});

async function main() {
  const budgets = budgetsSchema.parse(JSON.parse(readFileSync('budgets.json', 'utf8')));
  const outDir = path.resolve('out');
  const missing = budgets.pages.filter((page) => !existsSync(path.join(outDir, page.path, 'index.html')));
  if (missing.length > 0) {
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
      'Measured in Chromium: scripts requested until the network is idle (noModule polyfill excluded).',
    );
    console.log(
      `${'page kind'.padEnd(13)} ${'path'.padEnd(width)}  ${'gzip'.padStart(10)} ${'raw'.padStart(10)}  limit    goal`,
    );
    for (const page of budgets.pages) {
      let url = `${sandbox.url}/${page.path}`;
      if (page.announcementId) {
        const tenant = page.path.split('/')[0]!;
        url += `?id=${encodeURIComponent(await firstAnnouncementId(sandbox.url, platformIds.get(tenant) ?? ''))}`;
      }
      const measured = sizeOfScripts(outDir, await scriptsLoadedAtStart(browser, url));
      const kib = measured.total.gzip / 1024;
      const over = kib > page.limitKiB;
      const toGo = kib - page.goalKiB;
      failed ||= over;
      console.log(
        `${page.kind.padEnd(13)} ${page.path.padEnd(width)}  ${`${kib.toFixed(1)} KiB`.padStart(10)} ${formatBytes(measured.total.raw).padStart(10)}  ${String(page.limitKiB).padStart(3)} KiB ${String(page.goalKiB).padStart(3)} KiB${toGo > 0 ? ` (${toGo.toFixed(1)} KiB to go)` : ''}${over ? '  OVER' : ''}`,
      );
      if (over) {
        for (const script of [...measured.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
          console.log(`    ${formatBytes(script.gzip).padStart(10)}  ${script.src}`);
        }
      }
    }
  } finally {
    await browser.close();
    sandbox.stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
