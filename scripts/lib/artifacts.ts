import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OFFLINE_PAGE_PATH, WORKER_PATH } from '../../lib/offline/worker-rules';

/** Every file below a folder, as paths relative to `base`. */
function filesBelow(dir: string, base: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesBelow(full, base);
    return entry.isFile() ? [path.relative(base, full)] : [];
  });
}

const assetReference =
  /\/?(_next\/static\/[\w./-]+\.(?:js|css|woff2|svg|png|jpg|txt)|images\/[\w./-]+\.(?:svg|png|jpg|ico))/g;
const chunkReference = /static\/(?:chunks|css|media)\/[\w./-]+\.(?:js|css|woff2|svg|png|jpg)/g;

/**
 * The shared assets a tenant's pages load: every `_next/static` and `images/` file its HTML and
 * flight data name, and the chunks those scripts load in turn.
 */
export function sharedAssetsOf(outDir: string, tenantFiles: string[]): string[] {
  const found = new Set<string>();
  const queue: string[] = [];
  const add = (relative: string) => {
    const clean = relative.replace(/^\/+/, '');
    if (found.has(clean) || !existsSync(path.join(outDir, clean))) return;
    found.add(clean);
    if (/\.(js|css)$/.test(clean)) queue.push(clean);
  };
  for (const file of tenantFiles) {
    if (!/\.(html|txt|webmanifest|js)$/.test(file)) continue;
    for (const match of readFileSync(path.join(outDir, file), 'utf8').matchAll(assetReference))
      add(match[1]!);
  }
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const match of readFileSync(path.join(outDir, file), 'utf8').matchAll(chunkReference))
      add(`_next/${match[0]}`);
  }
  return [...found].sort();
}

const workerFiles = [WORKER_PATH.slice(1), OFFLINE_PAGE_PATH.slice(1)];

export type Artifact = { tenant: string; file: string; files: number };

/** Writes `dist/<vd>.tar.gz` with the tenant's pages, its shared assets and a SHA256SUMS list. */
export function writeTenantArtifact(outDir: string, distDir: string, tenant: string): Artifact {
  const tenantFiles = filesBelow(path.join(outDir, tenant), outDir);
  // The one service worker and its offline page serve every tenant from the root.
  const worker = workerFiles.filter((file) => existsSync(path.join(outDir, file)));
  const files = [...tenantFiles, ...worker, ...sharedAssetsOf(outDir, [...tenantFiles, ...worker])];
  const sums = files
    .map(
      (file) =>
        `${createHash('sha256')
          .update(readFileSync(path.join(outDir, file)))
          .digest('hex')}  ${file}`,
    )
    .join('\n');
  const staging = path.join(distDir, `.${tenant}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(path.join(staging, 'SHA256SUMS'), `${sums}\n`);
  writeFileSync(path.join(staging, 'files.txt'), `${files.join('\n')}\n`);
  const archive = path.join(distDir, `${tenant}.tar.gz`);
  const tar = spawnSync(
    'tar',
    [
      '-czf',
      archive,
      '-C',
      staging,
      'SHA256SUMS',
      '-C',
      outDir,
      '--files-from',
      path.join(staging, 'files.txt'),
    ],
    { encoding: 'utf8' },
  );
  writeFileSync(path.join(distDir, `${tenant}.sha256`), `${sums}\n`);
  rmSync(staging, { recursive: true, force: true });
  if (tar.status !== 0) throw new Error(`tar failed for ${tenant}: ${tar.stderr}`);
  return { tenant, file: archive, files: files.length };
}
