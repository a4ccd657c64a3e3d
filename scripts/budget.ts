/**
 * `npm run budget`: first-load JavaScript (gzip) of each page kind in budgets.json, read from the
 * export in out/. Exits 1 when a page is over its limit or missing, listing its largest scripts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { formatBytes } from './lib/cli';
import { firstLoadJs } from './lib/first-load-js';

const budgetsSchema = z.object({
  pages: z.array(z.object({ kind: z.string(), path: z.string(), limitKiB: z.number().positive() })).min(1),
});

function main() {
  const budgets = budgetsSchema.parse(JSON.parse(readFileSync('budgets.json', 'utf8')));
  const outDir = path.resolve('out');
  let failed = false;
  const width = Math.max(...budgets.pages.map((page) => page.path.length));
  console.log(`${'page kind'.padEnd(13)} ${'path'.padEnd(width)}  first-load JS (gzip)            limit`);
  for (const page of budgets.pages) {
    const measured = firstLoadJs(outDir, page.path);
    if (!measured) {
      failed = true;
      console.log(`${page.kind.padEnd(13)} ${page.path.padEnd(width)}  missing from out/ (build it first)`);
      continue;
    }
    const kib = measured.total.gzip / 1024;
    const over = kib > page.limitKiB;
    failed ||= over;
    console.log(
      `${page.kind.padEnd(13)} ${page.path.padEnd(width)}  ${`${kib.toFixed(1)} KiB`.padStart(10)} (${formatBytes(measured.total.raw)} raw)   ${page.limitKiB} KiB${over ? '  OVER' : ''}`,
    );
    if (over) {
      for (const script of [...measured.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
        console.log(`    ${formatBytes(script.gzip).padStart(10)}  ${script.src}`);
      }
    }
  }
  process.exit(failed ? 1 : 0);
}

main();
