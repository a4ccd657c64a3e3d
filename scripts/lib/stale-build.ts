import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the static export is built from: a change here makes `out/` stale. */
export const buildSources = [
  'app',
  'components',
  'lib',
  'sites',
  'messages',
  'public',
  'i18n',
  'next.config.ts',
  'package.json',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : info.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/**
 * Why `out/` must be rebuilt before serving, or null when it is fresh: missing, lacking one of the
 * tenants wanted, or older than a source file.
 */
export function staleReason(root: string, outDir: string, tenants: string[]): string | null {
  const stamp = path.join(outDir, 'index.html');
  if (!existsSync(stamp)) return `${path.relative(root, outDir) || outDir}/ is missing`;
  const missing = tenants.find((tenant) => !existsSync(path.join(outDir, tenant, 'index.html')));
  if (missing) return `tenant ${missing} is not in the build`;
  const built = statSync(stamp).mtimeMs;
  const changed = buildSources.find((source) => newestMtime(path.join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : null;
}
