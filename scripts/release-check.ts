/**
 * `npm run release:check`: builds a few small tenants on one machine and as two shards, merges
 * both, and fails unless the merged shards equal the one-machine build file for file. Part of
 * `npm test`; uses the real `npm run build` and `npm run release:merge` commands.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { treeDifferences } from './lib/compare-trees';

/** The lightest tenants of three kinds: the check costs little more than one small build. */
const tenants = 'recycle,solidwaste,inventory';
const work = path.resolve('.release', 'check');

function step(script: string, args: string[]): void {
  const started = performance.now();
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    // One build id for every build of the check, as CI passes the commit to every shard.
    env: { ...process.env, PORTAL_BUILD_ID: process.env.PORTAL_BUILD_ID || 'release-check' },
  });
  const last = result.stdout.trim().split('\n').pop() ?? '';
  console.log(
    `[release-check] ${script} ${args.join(' ')}: ${last} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (result.status !== 0) {
    console.error(result.stdout);
    process.exit(1);
  }
}

function main() {
  rmSync(work, { recursive: true, force: true });
  const at = (name: string) => path.join(work, name);
  step('scripts/build-sites.ts', ['--site', tenants, '--out', at('one')]);
  step('scripts/build-sites.ts', ['--site', tenants, '--shard', '1/2', '--out', at('shard-1')]);
  step('scripts/build-sites.ts', ['--site', tenants, '--shard', '2/2', '--out', at('shard-2')]);
  step('scripts/release-merge.ts', [at('one'), '--out', at('merged-one')]);
  step('scripts/release-merge.ts', [at('shard-1'), at('shard-2'), '--out', at('merged-shards')]);
  const differences = treeDifferences(at('merged-one'), at('merged-shards'));
  if (differences.length > 0) {
    console.error(
      `[release-check] two shards merged differ from the one-machine build:\n  ${differences.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log('[release-check] ok: two shards merged equal the one-machine build, file for file');
  rmSync(work, { recursive: true, force: true });
}

main();
