import { describe, expect, it } from 'vitest';
import { buildManifest, selectSites } from '../../sites/manifest';
import { buildPlan } from './build-plan';

describe('the tenants one build renders', () => {
  const manifest = buildManifest();

  it('are the whole selection, in manifest order, without --shard', () => {
    const plan = buildPlan(manifest, selectSites(manifest, 'recycle,client'), undefined);
    expect(plan.built.map((site) => site.VirtualDirectory)).toEqual(['client', 'recycle']);
    expect(plan.release).toEqual(plan.built);
  });

  it('split the whole manifest over shards, each weighted by its pages', () => {
    const shards = [1, 2, 3, 4].map((i) => buildPlan(manifest, manifest, `${i}/4`));
    expect(shards.flatMap((plan) => plan.built).length).toBe(manifest.length);
    for (const plan of shards) expect(plan.release).toHaveLength(manifest.length);
    const pages = shards.map((plan) =>
      plan.built.reduce((sum, site) => sum + plan.weights.get(site.VirtualDirectory)!, 0),
    );
    expect(Math.max(...pages) / Math.min(...pages)).toBeLessThan(1.25);
  });

  it('weigh a tenant with the user centre and more portal routes above one without', () => {
    const { weights } = buildPlan(manifest, manifest, undefined);
    expect(weights.get('lease')!).toBeGreaterThan(weights.get('recycle')!);
  });

  it('refuse a shard left empty by too many shards', () => {
    const one = selectSites(manifest, 'client');
    const plans = [1, 2].map((i) => () => buildPlan(manifest, one, `${i}/2`));
    const failures = plans.filter((plan) => {
      try {
        plan();
        return false;
      } catch (error) {
        expect(String(error)).toMatch(/shard [12]\/2 has no tenants \(1 in the release\): use fewer shards/);
        return true;
      }
    });
    expect(failures).toHaveLength(1);
  });
});
