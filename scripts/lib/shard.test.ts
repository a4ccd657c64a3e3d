import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignShards, parseShardSpec, tenantsOfShard, type WeightedTenant } from './shard';

const tenantList = fc.uniqueArray(
  fc.record({ name: fc.stringMatching(/^[a-z0-9]{1,12}$/), weight: fc.integer({ min: 1, max: 60 }) }),
  { selector: (tenant) => tenant.name, minLength: 1, maxLength: 40 },
);

function city(count: number): WeightedTenant[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `41${String(i).padStart(2, '0')}client`,
    weight: 30 + (i % 12),
  }));
}

describe('shards of a release', () => {
  it('are disjoint and together exactly the tenants, whatever the tenants and shard count', () => {
    fc.assert(
      fc.property(tenantList, fc.integer({ min: 1, max: 12 }), (tenants, count) => {
        const shards = Array.from({ length: count }, (_, i) =>
          tenantsOfShard(tenants, { index: i + 1, count }),
        );
        const names = shards.flat().map((tenant) => tenant.name);
        expect(new Set(names).size).toBe(names.length);
        expect(names.sort()).toEqual(tenants.map((tenant) => tenant.name).sort());
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  it('do not depend on the order the manifest lists the tenants in', () => {
    const tenants = city(60);
    expect(assignShards([...tenants].reverse(), 4)).toEqual(assignShards(tenants, 4));
  });

  it('balance page counts within a few per cent', () => {
    const tenants = city(139);
    const assignment = assignShards(tenants, 4);
    const loads = [1, 2, 3, 4].map((shard) =>
      tenants.filter((tenant) => assignment.get(tenant.name) === shard).reduce((sum, t) => sum + t.weight, 0),
    );
    const even = loads.reduce((a, b) => a + b) / 4;
    expect(Math.max(...loads)).toBeLessThanOrEqual(even * 1.05);
  });

  it('keep almost every tenant in its shard when one is added or removed', () => {
    const tenants = city(139);
    const before = assignShards(tenants, 4);
    const added = assignShards([...tenants, { name: 'newcounty', weight: 35 }], 4);
    const removed = assignShards(tenants.slice(1), 4);
    const moved = (after: Map<string, number>) =>
      [...after.keys()].filter((name) => before.has(name) && before.get(name) !== after.get(name)).length;
    expect(moved(added)).toBeLessThanOrEqual(5);
    expect(moved(removed)).toBeLessThanOrEqual(5);
  });

  it('read i/n and refuse anything else with the expected form in the message', () => {
    expect(parseShardSpec('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/4', '5/4', '1/0', '2', 'a/b', '1/2/3', '-1/2', '1.5/3', '']) {
      expect(() => parseShardSpec(bad)).toThrow(/--shard must be i\/n/);
    }
  });
});
