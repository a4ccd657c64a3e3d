/**
 * `npm run build [-- --site a,b] [--shard i/n] [--out DIR] [--artifacts]`: one `next build` for
 * the selected tenants (or one shard of them) into DIR (default `out/`), a progress line while it
 * runs, then a line per tenant and a summary of time and size. With `--artifacts`, also
 * `dist/<vd>.tar.gz` per tenant: its pages, exactly the shared assets they load, and a SHA256SUMS list.
 */
import path from 'node:path';
import { readEnvironment, requireBuildProfile } from '../sites/environment';
import { buildManifest, selectSites } from '../sites/manifest';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { writeTenantArtifact } from './lib/artifacts';
import { sealExport } from './lib/build-record';
import { buildPlan } from './lib/build-plan';
import { releaseBuildId } from './lib/build-id';
import { argValue, displayPath, exitOnConfigError, formatBytes, hasFlag } from './lib/cli';
import { exportSizeLine } from './lib/export-size';
import { resolveOutDir } from './lib/out-dir';
import { replaceFolder, stagingFolder } from './lib/replace-folder';
import { treeStats } from './lib/output-stats';
import { runNextBuild } from './lib/run-next-build';
import { writeQrFiles } from './lib/qr-files';
import { writeServiceWorker } from './lib/offline/worker-build';
import { writeWebManifests } from './lib/offline/web-manifest';
import { releaseKeyFromEnv } from './lib/release-signature';
import { PHASES_FILE_ENV, timedStep, type MeasuredBuild, type PhaseTime } from './lib/build-phases';

async function main() {
  const argv = process.argv.slice(2);
  let plan;
  let environment;
  let outDir;
  let buildId;
  let releaseKey;
  try {
    requireBuildProfile();
    environment = readEnvironment();
    const manifest = buildManifest();
    const selection = selectSites(manifest, argValue(argv, 'site') ?? process.env.PORTAL_SITES);
    plan = buildPlan(manifest, selection, argValue(argv, 'shard'));
    outDir = resolveOutDir(argValue(argv, 'out'));
    buildId = releaseBuildId();
    releaseKey = releaseKeyFromEnv();
  } catch (error) {
    exitOnConfigError(error);
  }
  const shownOut = displayPath(outDir);
  const names = plan.built.map((site) => site.VirtualDirectory);
  const shardNote = plan.shard
    ? `, shard ${plan.shard.index}/${plan.shard.count} of ${plan.release.length}`
    : '';
  console.log(
    `[build] ${names.length} tenant(s)${shardNote}, environment profile "${environment.profile}", build id ${buildId ?? '(random)'}, into ${shownOut}/`,
  );

  const started = performance.now();
  // Next empties its distDir and wants it inside the project: build in a staging folder, then
  // put the finished export in place, so DIR is replaced only by a complete build.
  const staging = stagingFolder('build');
  let seconds;
  let phases: PhaseTime[] = [];
  try {
    ({ seconds, phases } = await runNextBuild(names, (line) => console.log(`[build] ${line}`), {
      outDir: staging.relative,
      releaseSites: plan.release.map((site) => site.VirtualDirectory),
      buildId,
    }));
    await timedStep(phases, 'QR files', () => writeQrFiles(staging.absolute, plan.built));
    // Installable and readable offline (issue 24): each tenant's manifest and icons, and the one
    // service worker with its offline page.
    await timedStep(phases, 'web manifests', () =>
      writeWebManifests(staging.absolute, path.resolve('public'), plan.built),
    );
    const worker = await timedStep(phases, 'service worker', () =>
      writeServiceWorker(staging.absolute, names, buildId, environment.addresses),
    );
    console.log(
      `[build] service worker: release ${worker.release}, ${formatBytes(worker.workerBytes)}, precaches ${worker.precached} files (${formatBytes(worker.precacheBytes)})`,
    );
    // The profile and the checksums (signed with the release's key, if any) travel with the
    // export: the merge and the deploy check them.
    await timedStep(phases, 'sums', () => sealExport(staging.absolute, environment, releaseKey));
    replaceFolder(staging.absolute, outDir);
  } finally {
    rmSync(staging.absolute, { recursive: true, force: true });
  }

  let pages = 0;
  const tenantBytes: number[] = [];
  const width = Math.max(...names.map((name) => name.length));
  for (const site of plan.built) {
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
      `output ${formatBytes(total.bytes)} (shared assets ${formatBytes(shared.bytes)}) in ${shownOut}/`,
  );
  console.log(`[build] ${exportSizeLine(tenantBytes, shared.bytes, total.bytes, buildManifest().length)}`);
  console.log(
    `[build] phases: ${phases.map((time) => `${time.phase} ${time.seconds.toFixed(1)} s`).join(', ')}`,
  );
  const phasesFile = process.env[PHASES_FILE_ENV];
  if (phasesFile) {
    const measured: MeasuredBuild & { seconds: number } = {
      tenants: names.length,
      pages,
      seconds: wall,
      phases,
    };
    writeFileSync(phasesFile, JSON.stringify(measured));
  }
  if (hasFlag(argv, 'artifacts')) writeArtifacts(outDir, names);
}

function writeArtifacts(outDir: string, names: string[]) {
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
