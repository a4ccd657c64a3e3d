import { variants, type VariantKey } from '@/sites/variants';
import type { SeedModule } from './module';
import { facetedAnnouncements } from './faceted-announcements';

/** A few hundred announcements per platform for the list filters (faceted-announcements.ts). */
export const facetedAnnouncementsSeed: SeedModule = {
  name: 'portal-faceted-announcements',
  seed(db, { rng, clock }) {
    const insert = db.prepare(
      `INSERT INTO portal_announcements
         (id, platform_id, kind, seq, title, code, state, publish_time, view_count, detail_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const key of Object.keys(variants) as VariantKey[]) {
      const rows = facetedAnnouncements(key, variants[key].PlatformId, rng, clock);
      rows.forEach((row, index) => {
        const { PlatformId, ...detail } = row;
        insert.run(
          detail.AnncId,
          PlatformId,
          detail.Kind,
          10_000 + index,
          detail.Title,
          detail.Code,
          detail.State,
          detail.PublishTime,
          detail.ViewCount,
          JSON.stringify(detail),
        );
      });
    }
  },
};
