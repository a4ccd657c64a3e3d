/**
 * `npm run sites`: the tenant table; `--json` the fully resolved manifest; `--check` validates only;
 * `--shard i/n` only the tenants of that shard (what `npm run build -- --shard i/n` builds).
 */
import { buildManifest } from '../sites/manifest';
import { readEnvironment } from '../sites/environment';
import { buildPlan } from './lib/build-plan';
import { argValue, exitOnConfigError, hasFlag } from './lib/cli';

const levelNames = { 1: 'province', 2: 'city', 3: 'county' } as const;

function main() {
  const argv = process.argv.slice(2);
  let sites;
  let plan;
  try {
    readEnvironment();
    const manifest = buildManifest();
    plan = buildPlan(manifest, manifest, argValue(argv, 'shard'));
    sites = plan.built;
  } catch (error) {
    exitOnConfigError(error);
  }
  if (hasFlag(argv, 'check')) {
    console.log(`manifest ok: ${sites.length} tenants`);
    return;
  }
  if (hasFlag(argv, 'json')) {
    console.log(JSON.stringify(sites, null, 2));
    return;
  }
  const rows = sites.map((site) => [
    site.VirtualDirectory,
    site.WebBusinessType,
    levelNames[site.Leval],
    site.OrgPubName,
  ]);
  const header = ['virtual directory', 'variant', 'level', 'name'];
  const pages = sites.reduce((sum, site) => sum + plan.weights.get(site.VirtualDirectory)!, 0);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const format = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(format(row));
  const shard = plan.shard
    ? ` in shard ${plan.shard.index}/${plan.shard.count} (of ${plan.release.length})`
    : '';
  console.log(`\n${sites.length} tenants${shard}, about ${pages} pages`);
}

main();
