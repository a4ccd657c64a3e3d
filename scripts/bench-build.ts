/**
 * `npm run bench:build`: times a one-tenant build and the full-matrix build in the same run and
 * prints what each tenant costs at the margin; then builds three tenants the naive way (one
 * `next build` each) and prints how much more a tenant costs that way. A benchmark, not a test:
 * it prints figures.
 */
import path from 'node:path';
import { buildManifest } from '../sites/manifest';
import { formatBytes } from './lib/cli';
import { treeStats } from './lib/output-stats';
import { runNextBuild } from './lib/run-next-build';

const outDir = path.resolve('out');

async function timedBuild(label: string, sites: string[]) {
  process.stdout.write(`[bench] ${label}: building ${sites.length} tenant(s)…\n`);
  const { seconds } = await runNextBuild(sites, () => {});
  const pages = sites.reduce((sum, site) => sum + treeStats(path.join(outDir, site)).pages, 0);
  const bytes = treeStats(outDir).bytes;
  console.log(
    `[bench] ${label}: ${sites.length} tenants, ${pages} pages, ${seconds.toFixed(1)} s, output ${formatBytes(bytes)}`,
  );
  return { seconds, pages, bytes, tenants: sites.length };
}

async function main() {
  // A benchmark of the sandbox build unless told otherwise; every build must name its profile.
  process.env.PORTAL_ENV ||= 'sandbox';
  console.log(`[bench] environment profile "${process.env.PORTAL_ENV}"`);
  const all = buildManifest().map((site) => site.VirtualDirectory);
  const one = await timedBuild('one tenant', ['client']);
  const matrix = await timedBuild('full matrix', all);
  const marginal = (matrix.seconds - one.seconds) / (matrix.tenants - 1);
  console.log('');
  console.log(`tenants                    ${matrix.tenants}`);
  console.log(`pages                      ${matrix.pages}`);
  console.log(`one-tenant build           ${one.seconds.toFixed(1)} s`);
  console.log(`full-matrix build          ${matrix.seconds.toFixed(1)} s`);
  console.log(`marginal cost per tenant   ${marginal.toFixed(3)} s  ((all - one) / (tenants - 1))`);
  console.log(`output size                ${formatBytes(matrix.bytes)}`);

  const naiveTenants = ['client', 'recycle', 'lease'];
  const naive = [];
  for (const tenant of naiveTenants) naive.push(await timedBuild(`naive ${tenant}`, [tenant]));
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
