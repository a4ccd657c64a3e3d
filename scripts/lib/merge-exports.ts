import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles, sha256 } from './export-files';
import { looksLikeExport } from './out-dir';

/** Files the merge writes at the root of the tree; a source's own copies are rebuilt, not merged. */
export const SUMS_FILE = 'SHA256SUMS';
export const SUMMARY_FILE = 'release.json';

export type ReleaseSummary = { tenants: string[]; pages: number; files: number; bytes: number };

export class MergeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MergeError';
  }
}

type Seen = { hash: string; source: string };

/**
 * Combines shard exports into `target` (an empty folder): one tree, one SHA256SUMS, one
 * release.json. A path present in several sources must be byte for byte the same in each (the
 * shared `_next/` assets, the root pages), else MergeError names the file and the sources.
 */
export function mergeExports(
  sources: string[],
  target: string,
  manifestTenants: string[],
  onProgress: (line: string) => void = () => {},
): ReleaseSummary {
  if (sources.length === 0) throw new MergeError('name at least one export folder to merge');
  for (const source of sources) {
    if (!existsSync(source) || !statSync(source).isDirectory())
      throw new MergeError(`${source}: no such folder`);
    if (!looksLikeExport(source))
      throw new MergeError(`${source}: not a static export (no index.html and _next/)`);
  }
  const seen = new Map<string, Seen>();
  let bytes = 0;
  for (const source of sources) {
    let copied = 0;
    for (const file of listFiles(source)) {
      if (file === SUMS_FILE || file === SUMMARY_FILE) continue;
      const content = readFileSync(path.join(source, file));
      const hash = sha256(content);
      const earlier = seen.get(file);
      if (earlier) {
        if (earlier.hash !== hash) {
          throw new MergeError(
            `${file} differs between ${earlier.source} and ${source}: shards must be built from the same commit with the same PORTAL_ENV and build id`,
          );
        }
        continue;
      }
      seen.set(file, { hash, source });
      mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
      copyFileSync(path.join(source, file), path.join(target, file));
      bytes += content.length;
      copied += 1;
    }
    onProgress(`${source}: ${copied} new files`);
  }
  const files = [...seen.keys()].sort();
  writeFileSync(
    path.join(target, SUMS_FILE),
    files.map((file) => `${seen.get(file)!.hash}  ${file}\n`).join(''),
  );
  const present = new Set(files.map((file) => file.split('/')[0]));
  const tenants = manifestTenants.filter((tenant) => present.has(tenant));
  const tenantSet = new Set(tenants);
  const pages = files.filter(
    (file) => tenantSet.has(file.split('/')[0]!) && file.endsWith('/index.html'),
  ).length;
  const summary: ReleaseSummary = { tenants, pages, files: files.length, bytes };
  writeFileSync(path.join(target, SUMMARY_FILE), `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}
