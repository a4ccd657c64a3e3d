import { anncKinds } from '@/lib/contract/announcements';
import { variants, type VariantKey } from '@/sites/variants';
import type { SeedModule } from './module';
import { anncCounts, buildAnnouncement } from './portal-announcements';
import { announcementStore } from './store-announcement';

/** Every platform's announcements, notices and results, in every card state and badge style. */
export const portalAnnouncementsSeed: SeedModule = {
  name: 'portal-announcements',
  seed(db, { rng, clock }) {
    const store = announcementStore(db);
    for (const key of Object.keys(variants) as VariantKey[]) {
      const platformId = variants[key].PlatformId;
      for (const kind of anncKinds) {
        for (let seq = 1; seq <= anncCounts[kind]; seq += 1) {
          const { PlatformId, ...detail } = buildAnnouncement(key, platformId, kind, seq, rng, clock);
          store({ platformId: PlatformId, kind, seq, detail });
        }
      }
    }
  },
};
