/**
 * `npm run release:merge -- DIR... [--out DIR] [--complete]`: combines the exports of the shards
 * of one release into one tree (default `out/`) with one SHA256SUMS and one release.json. Fails,
 * writing nothing, when a shard does not match its own SHA256SUMS (a file changed, missing or not
 * listed), its SHA256SUMS is not signed by PORTAL_RELEASE_KEY (when set), or a file differs between shards; `--complete` also fails when a tenant of the manifest
 * is missing from every shard.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildManifest } from '../sites/manifest';
import { argValue, displayPath, exitOnConfigError, formatBytes, hasFlag } from './lib/cli';
import { mergeExports, MergeError } from './lib/merge-exports';
import { resolveOutDir } from './lib/out-dir';
import { releaseKeyFromEnv, RELEASE_KEY_ENV } from './lib/release-signature';
import { replaceFolder, stagingFolder } from './lib/replace-folder';

function positional(argv: string[]): string[] {
  const values: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--out') i += 1;
    else if (!arg.startsWith('--')) values.push(arg);
  }
  return values;
}

function main() {
  const argv = process.argv.slice(2);
  let manifest;
  let out;
  let key;
  try {
    manifest = buildManifest().map((site) => site.VirtualDirectory);
    out = resolveOutDir(argValue(argv, 'out'));
    key = releaseKeyFromEnv();
  } catch (error) {
    exitOnConfigError(error);
  }
  const sources = positional(argv).map((dir) => path.resolve(dir));
  if (sources.includes(out)) exitOnConfigError(new MergeError('--out must not be one of the folders merged'));
  const started = performance.now();
  const staging = stagingFolder('merge');
  console.log(
    key
      ? `[merge] every shard's SHA256SUMS must carry the signature of ${RELEASE_KEY_ENV}`
      : `[merge] ${RELEASE_KEY_ENV} is not set: signatures are not checked and the merged sums are not signed`,
  );
  try {
    const summary = mergeExports(
      sources,
      staging.absolute,
      manifest,
      (line) => console.log(`[merge] ${line}`),
      { key },
    );
    const missing = manifest.filter((tenant) => !summary.tenants.includes(tenant));
    if (hasFlag(argv, 'complete') && missing.length > 0) {
      throw new MergeError(
        `${missing.length} tenant(s) of the manifest are in no shard: ${missing.join(', ')}`,
      );
    }
    replaceFolder(staging.absolute, out);
    console.log(
      `[merge] done: ${sources.length} exports, ${summary.tenants.length} tenants, ${summary.pages} pages, ` +
        `${summary.files} files, ${formatBytes(summary.bytes)} in ${((performance.now() - started) / 1000).toFixed(1)} s into ${displayPath(out)}/`,
    );
  } catch (error) {
    rmSync(staging.absolute, { recursive: true, force: true });
    exitOnConfigError(error);
  }
}

main();
