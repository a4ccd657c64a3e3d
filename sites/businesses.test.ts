import { describe, expect, it } from 'vitest';
import { businesses } from './businesses';
import { familyRoutes } from './page-kinds';
import { deployments } from './deployments';
import { buildManifest } from './manifest';
import { platformIds, subAppIds, webBusinessTypes } from './schema';
import { variants } from './variants';

describe('the catalogue of businesses', () => {
  it('names each business, platform, business type and portal once', () => {
    for (const field of ['id', 'PlatformId', 'WebBusinessType', 'portalApp'] as const) {
      const values = businesses.map((business) => business[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  it('is what the schema accepts, no more and no less', () => {
    expect([...platformIds].sort()).toEqual(businesses.map((business) => business.PlatformId).sort());
    expect([...webBusinessTypes].sort()).toEqual(
      businesses.map((business) => business.WebBusinessType).sort(),
    );
    for (const business of businesses) expect(subAppIds).toContain(business.portalApp);
  });

  it('gives every business a variant with its own ids, and every variant is a business', () => {
    expect(Object.keys(variants)).toEqual(businesses.map((business) => business.id));
    for (const business of businesses)
      expect(variants[business.id]).toMatchObject({ key: business.id, businessName: business.name });
    const kept = ['PlatformId', 'WebBusinessType', 'portalApp', 'identityWording'] as const;
    for (const business of businesses)
      for (const field of kept) expect(variants[business.id][field], field).toBe(business[field]);
  });

  it('deploys every business, and deploys nothing that is not one', () => {
    const deployed = new Set(deployments.map((deployment) => deployment.variant));
    expect([...deployed].sort()).toEqual(businesses.map((business) => business.id).sort());
    const sites = buildManifest();
    for (const business of businesses)
      expect(sites.some((site) => site.PlatformId === business.PlatformId)).toBe(true);
  });

  it('has a route set for every family it uses', () => {
    for (const business of businesses) expect(familyRoutes(business.family).length).toBeGreaterThan(0);
  });
});
