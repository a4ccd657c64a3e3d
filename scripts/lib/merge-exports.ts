import { copyFileSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sealedFiles, SumsError, SUMMARY_FILE, SUMS_FILE, type SealedFile } from './export-sums';
import { SignatureError, signSums, verifySums } from './release-signature';
import { looksLikeExport } from './out-dir';

export type ReleaseSummary = { tenants: string[]; pages: number; files: number; bytes: number };

export class MergeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MergeError';
  }
}

type Seen = { hash: string; source: string };

/**
 * A source's files as its build sealed them. A shard travels between machines (a CI artifact), so
 * one changed or slipped in on the way must stop the release here, before its files are merged
 * and sealed again under the release's own SHA256SUMS.
 */
function verifiedSource(source: string, key: string | undefined): Map<string, SealedFile> {
  try {
    if (key) verifySums(source, key);
    return sealedFiles(source);
  } catch (error) {
    if (!(error instanceof SumsError || error instanceof SignatureError)) throw error;
    throw new MergeError(
      `shard ${error.message}\nthe shard is not what its build wrote: build it again; nothing was merged`,
    );
  }
}

/**
 * Combines shard exports into `target` (an empty folder): one tree, one SHA256SUMS, one
 * release.json. Every source must match its own SHA256SUMS first. A path present in several
 * sources must be byte for byte the same in each (the shared `_next/` assets, the root pages),
 * else MergeError names the file and the sources. With the release's key, every source's sums must
 * carry its signature and the merged sums are signed with it.
 */
export function mergeExports(
  sources: string[],
  target: string,
  manifestTenants: string[],
  onProgress: (line: string) => void = () => {},
  options: { key?: string } = {},
): ReleaseSummary {
  if (sources.length === 0) throw new MergeError('name at least one export folder to merge');
  for (const source of sources) {
    if (!existsSync(source) || !statSync(source).isDirectory())
      throw new MergeError(`${source}: no such folder`);
    if (!looksLikeExport(source))
      throw new MergeError(`${source}: not a static export (no index.html and _next/)`);
  }
  const verified = sources.map((source) => ({ source, files: verifiedSource(source, options.key) }));
  const seen = new Map<string, Seen>();
  let bytes = 0;
  for (const { source, files } of verified) {
    let copied = 0;
    for (const [file, { hash, size }] of files) {
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
      bytes += size;
      copied += 1;
    }
    onProgress(`${source}: ${copied} new files`);
  }
  const files = [...seen.keys()].sort();
  writeFileSync(
    path.join(target, SUMS_FILE),
    files.map((file) => `${seen.get(file)!.hash}  ${file}\n`).join(''),
  );
  if (options.key) signSums(target, options.key);
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
