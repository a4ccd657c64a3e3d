/**
 * `npm run build [-- --site a,b] [--artifacts]`: one `next build` for every selected tenant, a
 * progress line while it runs, then a line per tenant and a summary of time and size. With
 * `--artifacts`, also `dist/<vd>.tar.gz` per tenant: its pages, exactly the shared assets they
 * load, and a SHA256SUMS list.
 */
import path from 'node:path';
import { readEnvironment } from '../sites/environment';
import { buildManifest, selectSites } from '../sites/manifest';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { writeTenantArtifact } from './lib/artifacts';
import { argValue, exitOnConfigError, formatBytes, hasFlag } from './lib/cli';
import { exportSizeLine } from './lib/export-size';
import { treeStats } from './lib/output-stats';
import { runNextBuild } from './lib/run-next-build';

const outDir = path.resolve('out');

async function main() {
  const argv = process.argv.slice(2);
  let selected;
  let environment;
  try {
    environment = readEnvironment();
    selected = selectSites(buildManifest(), argValue(argv, 'site') ?? process.env.PORTAL_SITES);
  } catch (error) {
    exitOnConfigError(error);
  }
  const names = selected.map((site) => site.VirtualDirectory);
  console.log(`[build] ${names.length} tenant(s), environment profile "${environment.profile}"`);

  const started = performance.now();
  const { seconds } = await runNextBuild(names, (line) => console.log(`[build] ${line}`));

  let pages = 0;
  const tenantBytes: number[] = [];
  const width = Math.max(...names.map((name) => name.length));
  for (const site of selected) {
    const stats = treeStats(path.join(outDir, site.VirtualDirectory));
    pages += stats.pages;
    tenantBytes.push(stats.bytes);
    console.log(
      `[build] ✓ ${site.VirtualDirectory.padEnd(width)}  ${String(stats.pages).padStart(3)} pages  ${formatBytes(stats.bytes).padStart(9)}  ${site.Name} ${site.PlatformId}`,
    );
  }
  const shared = treeStats(path.join(outDir, '_next'));
  const total = treeStats(outDir);
  const wall = (performance.now() - started) / 1000;
  console.log(
    `[build] done: ${names.length} tenants, ${pages} pages in ${wall.toFixed(1)} s (next build ${seconds.toFixed(1)} s); ` +
      `output ${formatBytes(total.bytes)} (shared assets ${formatBytes(shared.bytes)}) in ${path.relative(process.cwd(), outDir)}/`,
  );
  console.log(`[build] ${exportSizeLine(tenantBytes, shared.bytes, total.bytes, buildManifest().length)}`);
  if (hasFlag(argv, 'artifacts')) writeArtifacts(names);
}

function writeArtifacts(names: string[]) {
  const distDir = path.resolve('dist');
  rmSync(distDir, { recursive: true, force: true });
  mkdirSync(distDir, { recursive: true });
  const started = performance.now();
  let bytes = 0;
  for (const name of names) {
    const artifact = writeTenantArtifact(outDir, distDir, name);
    const size = statSync(artifact.file).size;
    bytes += size;
    console.log(`[artifacts] ✓ ${name}.tar.gz  ${artifact.files} files  ${formatBytes(size)}`);
  }
  console.log(
    `[artifacts] done: ${names.length} archives, ${formatBytes(bytes)} in ${((performance.now() - started) / 1000).toFixed(1)} s in dist/`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
