/**
 * `npm run bench:build [-- --matrix a,b,… --no-naive --warm]`: builds one tenant and the full matrix (or
 * the tenants `--matrix` names) with `npm run build`, each in the same run, and prints the wall
 * time of each, the time of every phase (next build's compile, page generation, finalize and
 * export; the post-steps on the export), what one more tenant and one more page add to each phase,
 * and the bytes of the matrix's export by kind (page markup, flight data, assets). Then, unless
 * `--no-naive`, builds three tenants the naive way (one `next build` each) and prints how much more
 * a tenant costs that way. Every build starts without Next's build cache (`.next/cache`), as on a
 * fresh CI runner, so the first build does not pay for the others; `--warm` keeps it. A
 * benchmark, not a test: it prints figures, on a quiet machine only.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { buildManifest } from '../sites/manifest';
import { marginalCosts, PHASES_FILE_ENV } from './lib/build-phases';
import { argValue, formatBytes, hasFlag } from './lib/cli';
import { exportBytes } from './lib/export-bytes';
import { EXPORT_GOAL_BYTES } from './lib/export-size';

const outDir = path.resolve('out');
const warm = hasFlag(process.argv.slice(2), 'warm');

const measuredSchema = z.object({
  tenants: z.number(),
  pages: z.number(),
  seconds: z.number(),
  phases: z.array(z.object({ phase: z.string(), seconds: z.number() })),
});

/** `npm run build` as a release engineer runs it, its phases read from the file it writes. */
function timedBuild(label: string, sites: string[]) {
  if (!warm) rmSync(path.resolve('.next', 'cache'), { recursive: true, force: true });
  process.stdout.write(
    `[bench] ${label}: building ${sites.length} tenant(s), ${warm ? 'with' : 'without'} the build cache…\n`,
  );
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-bench-')), 'phases.json');
  const result = spawnSync(
    process.execPath,
    [require.resolve('tsx/cli'), 'scripts/build-sites.ts', '--site', sites.join(','), '--out', outDir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      env: { ...process.env, [PHASES_FILE_ENV]: file },
    },
  );
  if (result.status !== 0) throw new Error(`[bench] ${label}: the build failed\n${result.stdout}`);
  const measured = measuredSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  console.log(
    `[bench] ${label}: ${measured.tenants} tenants, ${measured.pages} pages, ${measured.seconds.toFixed(1)} s`,
  );
  return measured;
}

const seconds = (value: number) => `${value.toFixed(1)} s`.padStart(9);
const millis = (value: number) => `${(value * 1000).toFixed(1)} ms`.padStart(11);

function printBytes() {
  const bytes = exportBytes(outDir);
  const share = (part: number) => `${((part / bytes.total) * 100).toFixed(0)}%`.padStart(5);
  const perPage = (part: number) => (bytes.pages ? formatBytes(part / bytes.pages) : '-');
  console.log('');
  console.log(`export bytes by kind (${bytes.pages} pages)        total   share   a page`);
  for (const [label, part] of [
    ['page markup (HTML less flight data)', bytes.html],
    ['flight data inlined in pages', bytes.flight],
    ['assets (_next/)', bytes.assets],
    ['precompressed copies (.br)', bytes.precompressed],
    ['other (images, manifests, worker, sums)', bytes.other],
  ] as const) {
    console.log(`${label.padEnd(40)} ${formatBytes(part).padStart(10)} ${share(part)}   ${perPage(part)}`);
  }
  const verdict = bytes.total <= EXPORT_GOAL_BYTES ? 'within' : 'OVER';
  console.log(
    `${'export'.padEnd(40)} ${formatBytes(bytes.total).padStart(10)}  ${verdict} the goal of ${formatBytes(EXPORT_GOAL_BYTES)}`,
  );
}

async function main() {
  const argv = process.argv.slice(2);
  // A benchmark of the sandbox build unless told otherwise; every build must name its profile.
  process.env.PORTAL_ENV ||= 'sandbox';
  console.log(`[bench] environment profile "${process.env.PORTAL_ENV}"`);
  const all = argValue(argv, 'matrix')?.split(',') ?? buildManifest().map((site) => site.VirtualDirectory);
  const one = timedBuild('one tenant', [all[0]!]);
  const matrix = timedBuild('full matrix', all);
  console.log('');
  console.log(`tenants                    ${matrix.tenants}`);
  console.log(`pages                      ${matrix.pages}`);
  console.log(`one-tenant build           ${one.seconds.toFixed(1)} s`);
  console.log(`full-matrix build          ${matrix.seconds.toFixed(1)} s`);
  console.log('');
  console.log(`phase                          one tenant   matrix   per extra tenant   per extra page`);
  for (const cost of marginalCosts(one, matrix)) {
    console.log(
      `${cost.phase.padEnd(30)} ${seconds(cost.small)} ${seconds(cost.large)}      ${millis(cost.perTenant)}      ${millis(cost.perPage)}`,
    );
  }
  const marginal = (matrix.seconds - one.seconds) / (matrix.tenants - 1 || 1);
  const perPage = (matrix.seconds - one.seconds) / (matrix.pages - one.pages || 1);
  console.log(
    `${'whole build'.padEnd(30)} ${seconds(one.seconds)} ${seconds(matrix.seconds)}      ${millis(marginal)}      ${millis(perPage)}`,
  );
  printBytes();
  if (hasFlag(argv, 'no-naive')) return;

  const naiveTenants = ['client', 'recycle', 'lease'];
  const naive = naiveTenants.map((tenant) => timedBuild(`naive ${tenant}`, [tenant]));
  const naivePerTenant = naive.reduce((sum, build) => sum + build.seconds, 0) / naive.length;
  console.log('');
  console.log(`naive: one next build per tenant, ${naiveTenants.join(', ')}`);
  console.log(`naive cost per tenant      ${naivePerTenant.toFixed(2)} s`);
  console.log(`matrix marginal per tenant ${marginal.toFixed(3)} s`);
  console.log(
    `ratio                      ${(naivePerTenant / marginal).toFixed(1)}x  (naive / matrix marginal)`,
  );
  console.log(
    `${matrix.tenants} tenants the naive way   ~${((naivePerTenant * matrix.tenants) / 60).toFixed(1)} min, against ${(matrix.seconds / 60).toFixed(1)} min in one build`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
