import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from '@serwist/build';
import { OFFLINE_PAGE_PATH, WORKER_PATH } from '../../../lib/offline/worker-rules';
import type { Addresses } from '../../../sites/environment';
import { tenantPages } from '../../../sites/pages';
import { offlinePageHtml } from './offline-page';
import { devicePages, workerConfig } from './worker-config';

const workerSource = path.resolve(__dirname, '../../../worker/service-worker.ts');

/**
 * The shell every tenant precaches: the scripts and styles its frame loads on every page, read
 * from each built tenant's not-found page (the main layout with nothing of its own), and only
 * those all of them share. The same set in every shard of a release, so shards build the same
 * worker.
 */
export function shellAssets(outDir: string, tenants: string[]): string[] {
  return pageAssets(outDir, tenants, tenantPages.notFound.path);
}

/**
 * The scripts and styles of the pages that show only what the device holds (`devicePages`, 浏览记录):
 * the worker keeps those pages from its install on, and they need their own code offline too,
 * though the visitor never opened them. Read like the shell, from every built tenant's copy.
 */
export function devicePageAssets(outDir: string, tenants: string[]): string[] {
  return [...new Set(devicePages.flatMap((page) => pageAssets(outDir, tenants, page)))].sort();
}

/** The scripts and styles a page inside each built tenant (`notfound/`) loads, those all share. */
function pageAssets(outDir: string, tenants: string[], page: string): string[] {
  let shared: Set<string> | null = null;
  for (const tenant of tenants) {
    const file = path.join(outDir, tenant, page, 'index.html');
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    const found = new Set<string>();
    for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
      // Only browsers without modules fetch the polyfill.
      if (/\bnoModule\b/i.test(tag)) continue;
      const file = tag.match(/\b(?:src|href)="\/(_next\/static\/[^"?#]+\.(?:js|css))"/)?.[1];
      if (file) found.add(file);
    }
    const before: string[] | null = shared ? [...shared] : null;
    shared = before ? new Set(before.filter((file: string) => found.has(file))) : found;
  }
  return [...(shared ?? [])].sort();
}

/**
 * Chunks loaded on demand that a page needs offline: the 离线 notice is loaded only when a page
 * shows saved answers, that is when there is no network to load it from.
 */
export const offlineOnlyMarkers = ['offline-notice'];

export function offlineOnlyChunks(outDir: string): string[] {
  const dir = path.join(outDir, '_next', 'static', 'chunks');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      return offlineOnlyMarkers.some((marker) => text.includes(`"${marker}"`));
    })
    .map((file) => `_next/static/chunks/${file}`)
    .sort();
}

/**
 * The release's id: the build id shared by its shards (Next's own when none was given), and a
 * digest of the shell, so a rebuild that changes the scripts is a new release for the worker too.
 */
export function workerRelease(outDir: string, buildId: string | null, shell: string[]): string {
  const nextId =
    buildId ??
    readdirSync(path.join(outDir, '_next', 'static'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['chunks', 'css', 'media'].includes(entry.name))
      .map((entry) => entry.name)[0] ??
    'release';
  const digest = createHash('sha256').update(shell.join('\n')).update(offlinePageHtml()).digest('hex');
  return `${nextId}_${digest.slice(0, 8)}`;
}

export type WorkerBuild = { release: string; precached: number; precacheBytes: number; workerBytes: number };

/**
 * Writes `/offline.html` and `/sw.js` into the export: the worker bundled with esbuild, its config
 * baked in, and its precache list (the offline page and the shell) injected by Serwist's build.
 */
export async function writeServiceWorker(
  outDir: string,
  tenants: string[],
  buildId: string | null,
  addresses: Addresses,
): Promise<WorkerBuild> {
  writeFileSync(path.join(outDir, OFFLINE_PAGE_PATH.slice(1)), offlinePageHtml());
  const shell = [
    ...new Set([
      ...shellAssets(outDir, tenants),
      ...devicePageAssets(outDir, tenants),
      ...offlineOnlyChunks(outDir),
    ]),
  ];
  const release = workerRelease(outDir, buildId, shell);
  const temp = mkdtempSync(path.join(os.tmpdir(), 'portal-worker-'));
  try {
    const bundled = path.join(temp, 'sw.js');
    await build({
      entryPoints: [workerSource],
      outfile: bundled,
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2020',
      legalComments: 'none',
      define: {
        'process.env.NODE_ENV': '"production"',
        PORTAL_WORKER_CONFIG: JSON.stringify(workerConfig(release, addresses)),
      },
      logLevel: 'silent',
    });
    const result = await injectManifest({
      swSrc: bundled,
      swDest: path.join(outDir, WORKER_PATH.slice(1)),
      globDirectory: outDir,
      globPatterns: [OFFLINE_PAGE_PATH.slice(1), ...shell],
      // Hashed names never change under their name; the offline page gets a revision.
      dontCacheBustURLsMatching: /_next\/static\//,
      modifyURLPrefix: { '': '/' },
    });
    const workerBytes = readFileSync(path.join(outDir, WORKER_PATH.slice(1))).length;
    return { release, precached: result.count, precacheBytes: result.size, workerBytes };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
