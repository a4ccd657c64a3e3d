import { anncKinds, type AnncKind } from '@/lib/contract/announcements';
import { findSite } from '@/sites';
import { deployments } from '@/sites/deployments';
import type { SeedModule } from './module';
import { buildAnnouncement } from './portal-announcements';
import { announcementStore } from './store-announcement';

/** A few announcements of each kind per city or county centre: enough to tell its portal apart. */
const perArea: Record<AnncKind, number> = { project: 3, notice: 1, result: 2 };

/**
 * Every city and county deployment's own announcements, under its organisation (`org_id`), so that
 * its portals list them and not the province's (the sandbox honours the TradingOrgId header).
 */
export const portalAreaAnnouncementsSeed: SeedModule = {
  name: 'portal-area-announcements',
  seed(db, { rng, clock }) {
    const store = announcementStore(db);
    for (const deployment of deployments) {
      const site = findSite(deployment.VirtualDirectory);
      if (!site || !deployment.area || deployment.Leval === 1) continue;
      for (const kind of anncKinds) {
        for (let seq = 1; seq <= perArea[kind]; seq += 1) {
          const { PlatformId, ...built } = buildAnnouncement(
            deployment.variant,
            site.PlatformId,
            kind,
            seq,
            rng,
            clock,
          );
          const id = `${deployment.VirtualDirectory}-${kind}-${String(seq).padStart(3, '0')}`;
          const detail = {
            ...built,
            AnncId: id,
            Title: `${deployment.area.name}${built.Title}`,
            Code: `${deployment.area.code}${built.Code}`,
          };
          store({ platformId: PlatformId, kind, seq, detail, orgId: site.OrgId });
        }
      }
    }
  },
};

/** The organisations whose portals list only their own announcements. */
export function areaOrgIds(): Set<string> {
  const ids = new Set<string>();
  for (const deployment of deployments) {
    const site = findSite(deployment.VirtualDirectory);
    if (site && deployment.area && deployment.Leval !== 1) ids.add(site.OrgId);
  }
  return ids;
}
