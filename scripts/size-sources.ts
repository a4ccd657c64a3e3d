/**
 * `npm run size:sources -- PAGE [PAGE...] [--out DIR] [--top N] [--idle]`: which source files fill
 * the scripts a page's HTML names (what `npm run budget` calls "html"), or with `--idle` every
 * script Chromium loads until the network is idle (the budget's "idle": lazy start-up chunks too,
 * read from the sandbox serving DIR). Needs an export built with maps:
 * `PORTAL_SOURCE_MAPS=1 PORTAL_ENV=sandbox npm run build -- --site client --out DIR`.
 * A chunk's gzip size is shared between its sources by their share of its raw bytes, so the
 * figures say where to cut, not exactly what a cut wins (rebuild and run the budget for that).
 * With several pages, a source is listed once with the pages that load it. Last come the sources a
 * page loads in more than one chunk (with `--idle` mostly: a lazy part's chunk holding its own copy
 * of a module the start-up already brought), each with the raw bytes of its extra copies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { readChunkMap, rawBytesBySource, shortSourceName } from './lib/chunk-sources';
import { argValue, hasFlag, positionalArgs } from './lib/cli';
import { moduleScriptsOfPage, scriptsLoadedAtStart } from './lib/first-load-js';
import { resolveOutDir } from './lib/out-dir';
import { startSandboxProcess } from './lib/sandbox-process';

type SourceShare = { raw: number; gzip: number; pages: Set<string> };
/** A source one page loads in more than one chunk, with its raw bytes over all of them. */
type Copies = { page: string; name: string; chunks: string[]; raw: number };

/** The scripts of each page: those its HTML names, or (`idle`) those Chromium loads at start. */
async function scriptsOfPages(
  outDir: string,
  pages: string[],
  idle: boolean,
): Promise<Map<string, string[]>> {
  const scripts = new Map<string, string[]>();
  if (!idle) {
    for (const page of pages) {
      scripts.set(page, moduleScriptsOfPage(readFileSync(path.join(outDir, page, 'index.html'), 'utf8')));
    }
    return scripts;
  }
  process.env.SANDBOX_OUT_DIR = outDir;
  process.env.SANDBOX_DB ??= ':memory:';
  process.env.SANDBOX_LOG ??= '0';
  const sandbox = await startSandboxProcess(Number(process.env.BUDGET_PORT ?? 3193));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const page of pages)
      scripts.set(page, await scriptsLoadedAtStart(browser, `${sandbox.url}/${page}`));
  } finally {
    await browser.close();
    sandbox.stop();
  }
  return scripts;
}

async function main() {
  const argv = process.argv.slice(2);
  const outDir = resolveOutDir(argValue(argv, 'out'));
  const top = Number(argValue(argv, 'top') ?? 40);
  const idle = hasFlag(argv, 'idle');
  const pages = positionalArgs(argv, ['out', 'top']);
  if (pages.length === 0) throw new Error('name at least one exported page, as budgets.json names them');
  const scriptsByPage = await scriptsOfPages(outDir, pages, idle);
  const shares = new Map<string, SourceShare>();
  let total = 0;
  const seenChunks = new Set<string>();
  // Per page, the chunks each source is in: a source in two chunks one page loads is loaded twice.
  const copies: Copies[] = [];
  for (const page of pages) {
    const chunksOf = new Map<string, { chunks: string[]; raw: number }>();
    for (const src of scriptsByPage.get(page) ?? []) {
      const file = path.join(outDir, decodeURIComponent(src.split('?')[0]!));
      const code = readFileSync(file, 'utf8');
      const gzip = gzipSync(code, { level: 9 }).length;
      const map = readChunkMap(file, code);
      if (!map) throw new Error(`${file} has no map: build with PORTAL_SOURCE_MAPS=1`);
      const bytes = rawBytesBySource(code, map);
      const raw = [...bytes.values()].reduce((sum, count) => sum + count, 0) || 1;
      const firstTime = !seenChunks.has(file);
      seenChunks.add(file);
      if (firstTime) total += gzip;
      for (const [source, count] of bytes) {
        const name = shortSourceName(source);
        const share = shares.get(name) ?? { raw: 0, gzip: 0, pages: new Set<string>() };
        if (firstTime) {
          share.raw += count;
          share.gzip += (gzip * count) / raw;
        }
        share.pages.add(page);
        shares.set(name, share);
        const inChunks = chunksOf.get(name) ?? { chunks: [], raw: 0 };
        inChunks.chunks.push(path.basename(file));
        inChunks.raw += count;
        chunksOf.set(name, inChunks);
      }
    }
    for (const [name, { chunks, raw }] of chunksOf)
      if (new Set(chunks).size > 1) copies.push({ page, name, chunks, raw });
  }
  const rows = [...shares.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
  console.log(
    `${idle ? 'scripts loaded until idle' : 'scripts the HTML names'}: ${(total / 1024).toFixed(1)} KiB gzip over ${seenChunks.size} chunk(s)`,
  );
  console.log(
    `${'gzip KiB'.padStart(9)} ${'raw KiB'.padStart(8)}  source${pages.length > 1 ? '  (pages)' : ''}`,
  );
  for (const [name, share] of rows.slice(0, top)) {
    const on =
      pages.length > 1 && share.pages.size < pages.length ? `  (${[...share.pages].join(', ')})` : '';
    console.log(
      `${(share.gzip / 1024).toFixed(2).padStart(9)} ${(share.raw / 1024).toFixed(1).padStart(8)}  ${name}${on}`,
    );
  }
  const ours = rows.filter(([name]) => !name.startsWith('node_modules/'));
  const oursGzip = ours.reduce((sum, [, share]) => sum + share.gzip, 0);
  console.log(`our own sources: ${(oursGzip / 1024).toFixed(1)} KiB gzip in ${ours.length} file(s)`);
  printCopies(copies);
}

/**
 * Sources a page loads in more than one chunk: the bundler copies a module into the chunks of
 * groups that cannot count on each other (a part loaded before hydration, the page's start-up),
 * so the page downloads and evaluates it twice.
 */
function printCopies(copies: Copies[]) {
  if (copies.length === 0) return;
  const extra = (copy: Copies) => copy.raw - copy.raw / copy.chunks.length;
  const wasted = copies.reduce((sum, copy) => sum + extra(copy), 0);
  console.log(
    `loaded more than once: ${copies.length} source(s), ${(wasted / 1024).toFixed(1)} KiB raw of extra copies`,
  );
  for (const copy of copies.sort((a, b) => extra(b) - extra(a)).slice(0, 20))
    console.log(
      `  ${(extra(copy) / 1024).toFixed(1).padStart(6)} KiB raw  ${copy.name}  ${copy.page}: ${copy.chunks.join(' ')}`,
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
