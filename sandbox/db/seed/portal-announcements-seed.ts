import { anncKinds } from '@/lib/contract/announcements';
import { variants, type VariantKey } from '@/sites/variants';
import type { SeedModule } from './module';
import { anncCounts, buildAnnouncement } from './portal-announcements';

/** Every platform's announcements, notices and results, in every card state and badge style. */
export const portalAnnouncementsSeed: SeedModule = {
  name: 'portal-announcements',
  seed(db, { rng, clock }) {
    const insert = db.prepare(
      `INSERT INTO portal_announcements
         (id, platform_id, kind, seq, title, code, state, publish_time, view_count, detail_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const key of Object.keys(variants) as VariantKey[]) {
      const platformId = variants[key].PlatformId;
      for (const kind of anncKinds) {
        for (let seq = 1; seq <= anncCounts[kind]; seq += 1) {
          const { PlatformId, ...detail } = buildAnnouncement(key, platformId, kind, seq, rng, clock);
          insert.run(
            detail.AnncId,
            PlatformId,
            kind,
            seq,
            detail.Title,
            detail.Code,
            detail.State,
            detail.PublishTime,
            detail.ViewCount,
            JSON.stringify(detail),
          );
        }
      }
    }
  },
};
