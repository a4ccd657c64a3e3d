import { variants, type VariantKey } from '@/sites/variants';
import type { SeedModule } from './module';
import { facetedAnnouncements } from './faceted-announcements';
import { announcementStore } from './store-announcement';

/** A few hundred announcements per platform for the list filters (faceted-announcements.ts). */
export const facetedAnnouncementsSeed: SeedModule = {
  name: 'portal-faceted-announcements',
  seed(db, { rng, clock }) {
    const store = announcementStore(db);
    for (const key of Object.keys(variants) as VariantKey[]) {
      const rows = facetedAnnouncements(key, variants[key].PlatformId, rng, clock);
      rows.forEach((row, index) => {
        const { PlatformId, ...detail } = row;
        store({ platformId: PlatformId, kind: detail.Kind, seq: 10_000 + index, detail });
      });
    }
  },
};
