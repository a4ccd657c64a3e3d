import type { SiteConfig } from '../../sites/schema';
import { pageWeights } from './page-weight';
import { parseShardSpec, tenantsOfShard, type ShardSpec } from './shard';

export type BuildPlan = {
  /** Every tenant of the release, in manifest order. */
  release: SiteConfig[];
  /** The tenants this machine builds: the release, or one shard of it. */
  built: SiteConfig[];
  shard: ShardSpec | null;
  /** Estimated pages per tenant, the weight shards are balanced by. */
  weights: Map<string, number>;
};

/**
 * The tenants one build renders: the selection (`--site`, else the whole manifest), cut to one
 * shard with `--shard i/n`. Throws ShardSpecError on a bad spec and when the shard is empty.
 */
export function buildPlan(
  manifest: SiteConfig[],
  selection: SiteConfig[],
  shardSpec: string | undefined,
): BuildPlan {
  const chosen = new Set(selection.map((site) => site.VirtualDirectory));
  const release = manifest.filter((site) => chosen.has(site.VirtualDirectory));
  const weights = pageWeights(release);
  if (shardSpec === undefined) return { release, built: release, shard: null, weights };
  const shard = parseShardSpec(shardSpec);
  const weighted = release.map((site) => ({
    site,
    name: site.VirtualDirectory,
    weight: weights.get(site.VirtualDirectory)!,
  }));
  const built = tenantsOfShard(weighted, shard).map((entry) => entry.site);
  if (built.length === 0) {
    throw new Error(
      `shard ${shard.index}/${shard.count} has no tenants (${release.length} in the release): use fewer shards`,
    );
  }
  return { release, built, shard, weights };
}
