import { platformIds } from '@/sites/schema';
import type { SeedModule } from './module';

export const sidebarSeed: SeedModule = {
  name: 'sidebar',
  seed(db) {
    const insert = db.prepare('INSERT INTO sidebar_configs (platform_id, is_show, value) VALUES (?, ?, ?)');
    for (const platformId of platformIds) {
      // The expert platform has no feedback entry: one platform exercises IsShow false.
      const show = platformId !== 'ExpertClientApp';
      insert.run(
        platformId,
        show ? 1 : 0,
        show ? `https://feedback.hnsggzy.example/?platform=${platformId}` : null,
      );
    }
  },
};
