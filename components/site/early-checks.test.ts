import { describe, expect, it } from 'vitest';
import { startsBeforeHydration } from '@/lib/api/early-checks';
import { homeSections } from '@/lib/portal/home-sections';
import { buildManifest } from '@/sites/manifest';
import { homeEarlyCalls } from '@/components/home/home-early-calls';
import { anncDetailEarlyCalls, anncListEarlyCalls } from '@/components/portal/annc-early-calls';

describe('the calls pages send early', () => {
  it('each start their check before the page hydrates, on every tenant', () => {
    for (const site of buildManifest()) {
      const plans = [
        ...homeEarlyCalls(homeSections(site), site),
        ...anncListEarlyCalls(site, 'list'),
        ...anncDetailEarlyCalls(site),
      ];
      for (const plan of plans) {
        expect(plan.name, `${site.VirtualDirectory} ${plan.url}`).toBeDefined();
        expect(startsBeforeHydration(plan.name!), `${site.VirtualDirectory} ${plan.name}`).toBe(true);
      }
    }
  });
});
