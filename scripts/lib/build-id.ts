import { spawnSync } from 'node:child_process';

/**
 * The build id every shard of a release shares: `PORTAL_BUILD_ID` when set (CI may pass its own),
 * else the checked-out commit. Next writes it into every page, so shards built from the same
 * commit on different machines produce the same files. Null outside a git checkout: Next then
 * picks a random one, which is fine for a build that is not sharded.
 */
export function releaseBuildId(env: Record<string, string | undefined> = process.env): string | null {
  const given = env.PORTAL_BUILD_ID?.trim();
  if (given) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(given)) {
      throw new Error(`PORTAL_BUILD_ID: letters, digits, - and _ only, at most 64 (got "${given}")`);
    }
    return given;
  }
  const git = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' });
  return git.status === 0 ? git.stdout.trim() : null;
}
