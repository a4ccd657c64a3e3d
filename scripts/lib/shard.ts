import { createHash } from 'node:crypto';

/**
 * Splits the tenants of a release over `n` build machines. Each tenant ranks the shards by a
 * rendezvous hash of (tenant, shard) and goes to the first one in its ranking that still has room;
 * room is the shard's share of the total page count plus a little slack. The ranking depends only
 * on the tenant's own name, so adding or removing a tenant moves few others (only where a shard's
 * room runs out), and the page counts stay balanced.
 */

export type ShardSpec = { index: number; count: number };
export type WeightedTenant = { name: string; weight: number };

export class ShardSpecError extends Error {
  constructor(spec: string) {
    super(`--shard must be i/n with whole numbers 1 ≤ i ≤ n (got "${spec}"), e.g. --shard 2/4`);
    this.name = 'ShardSpecError';
  }
}

export function parseShardSpec(spec: string): ShardSpec {
  const match = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/.exec(spec);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || count < 1 || index > count) throw new ShardSpecError(spec);
  return { index, count };
}

/** How much more than its even share of pages a shard may take before tenants spill over. */
const SLACK = 0.05;

function rank(tenant: string, shard: number): bigint {
  return createHash('sha256').update(`${tenant}\u0000${shard}`).digest().readBigUInt64BE(0);
}

/** The shard (1-based) of every tenant. Deterministic: the same input always gives the same plan. */
export function assignShards(tenants: WeightedTenant[], count: number): Map<string, number> {
  const total = tenants.reduce((sum, tenant) => sum + tenant.weight, 0);
  const heaviest = Math.max(0, ...tenants.map((tenant) => tenant.weight));
  const room = Math.max((total / count) * (1 + SLACK), heaviest);
  const load = new Array<number>(count).fill(0);
  const assignment = new Map<string, number>();
  // Heavy tenants first packs tighter; the name breaks ties so the order never depends on input order.
  const ordered = [...tenants].sort((a, b) => b.weight - a.weight || (a.name < b.name ? -1 : 1));
  for (const tenant of ordered) {
    const ranks = Array.from({ length: count }, (_, shard) => rank(tenant.name, shard));
    const ranking = ranks
      .map((_, shard) => shard)
      .sort((a, b) => (ranks[a] === ranks[b] ? a - b : ranks[a]! > ranks[b]! ? -1 : 1));
    const fits = ranking.find((shard) => load[shard]! + tenant.weight <= room);
    // Nothing fits only through rounding at the very end: take the emptiest shard.
    const shard = fits ?? load.indexOf(Math.min(...load));
    load[shard]! += tenant.weight;
    assignment.set(tenant.name, shard + 1);
  }
  return assignment;
}

/** The tenants of one shard, in the order given. */
export function tenantsOfShard<T extends WeightedTenant>(tenants: T[], spec: ShardSpec): T[] {
  const assignment = assignShards(tenants, spec.count);
  return tenants.filter((tenant) => assignment.get(tenant.name) === spec.index);
}
