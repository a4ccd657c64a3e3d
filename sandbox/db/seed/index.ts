import type { Database } from '../database';
import { Prng } from '../../prng';
import { accountsSeed } from './accounts';
import { appLinksSeed } from './app-links';
import { dictionariesSeed } from './dictionaries';
import { facetedAnnouncementsSeed } from './faceted-announcements-seed';
import { dayStripSeed } from './day-strip-seed';
import { marksSeed } from './marks';
import { menusSeed } from './menus';
import { seedClock } from './clock';
import type { SeedModule } from './module';
import { orgContactsSeed } from './org-contacts';
import { portalAnnouncementsSeed } from './portal-announcements-seed';
import { portalAreaAnnouncementsSeed } from './portal-area-announcements-seed';
import { portalArticlesSeed } from './portal-articles-seed';
import { guestMessagesSeed, trustCompaniesSeed } from './portal-community-seed';
import { sidebarSeed } from './sidebar';
import { userCentreSeed } from './user-centre';

/** In dependency order: a module may read what the modules before it wrote. */
export const seedModules: SeedModule[] = [
  accountsSeed,
  menusSeed,
  marksSeed,
  dictionariesSeed,
  orgContactsSeed,
  sidebarSeed,
  appLinksSeed,
  portalAnnouncementsSeed,
  portalAreaAnnouncementsSeed,
  facetedAnnouncementsSeed,
  portalArticlesSeed,
  guestMessagesSeed,
  trustCompaniesSeed,
  // After the accounts and the announcements: participations and favourites point to them.
  userCentreSeed,
  // Last: the lots of 今日开拍 / 明日开拍 change no earlier module's picks.
  dayStripSeed,
];

/**
 * Seeds every module not seeded yet (so a module added later fills an existing database), all
 * dated from the same `clock` (seed/clock.ts).
 */
export function runSeeds(db: Database, modules: SeedModule[] = seedModules, clock: Date = seedClock()) {
  db.exec('CREATE TABLE IF NOT EXISTS seeded_resources (name TEXT PRIMARY KEY, seeded_at TEXT NOT NULL)');
  const done = db.prepare('SELECT 1 FROM seeded_resources WHERE name = ?');
  const mark = db.prepare('INSERT INTO seeded_resources (name, seeded_at) VALUES (?, ?)');
  for (const seedModule of modules) {
    if (done.get(seedModule.name)) continue;
    db.transaction(() => {
      seedModule.seed(db, { rng: new Prng(seedModule.name), clock });
      mark.run(seedModule.name, new Date().toISOString());
    })();
  }
}
