import { variants, type VariantKey } from '@/sites/variants';
import type { SeedModule } from './module';
import { dayStripAnnouncements } from './day-strip-announcements';
import { announcementStore } from './store-announcement';

/** Every platform's lots starting today, tomorrow and the day after (day-strip-announcements.ts). */
export const dayStripSeed: SeedModule = {
  name: 'portal-day-strip-announcements',
  seed(db, { rng, clock }) {
    const store = announcementStore(db);
    for (const key of Object.keys(variants) as VariantKey[]) {
      for (const row of dayStripAnnouncements(key, rng, clock)) {
        const { PlatformId, ...detail } = row;
        const seq = Number(detail.AnncId.split('-').at(-1));
        store({ platformId: PlatformId, kind: 'project', seq, detail });
      }
    }
  },
};
