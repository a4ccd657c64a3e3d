import { portalCalls as calls } from '@/lib/contract/portal-calls';
import { pagedQuery } from '../../paged-query';
import { announcementListQuery } from './announcement-filters';
import { callRoute } from '../../route';
import { anncListItem, readAnncDetail } from './announcement-rows';
import { movedOn } from './live-state';
import { areaOrgIds } from '../../../db/seed/portal-area-announcements-seed';

// A city or county centre's TradingOrgId lists its own announcements; any other (the province's, a
// signed-in user's own organisation) lists the province's.
const areaOrgs = areaOrgIds();

/** The announcement lists (by kind, state, search word and the list filters) and their details. */
export const announcementRoutes = [
  callRoute(calls.queryAnncList, {
    handle({ db, body, headers }) {
      const org = headers.tradingOrgId && areaOrgs.has(headers.tradingOrgId) ? headers.tradingOrgId : null;
      return pagedQuery(db, body, announcementListQuery(body, org), anncListItem);
    },
  }),
  callRoute(calls.getAnncDetail, {
    handle({ db, body }) {
      const detail = readAnncDetail(db, body.PlatformId, body.AnncId);
      // Each visit counts, as on the centre's site.
      detail.ViewCount = (detail.ViewCount ?? 0) + 1;
      db.prepare('UPDATE portal_announcements SET view_count = ?, detail_json = ? WHERE id = ?').run(
        detail.ViewCount,
        JSON.stringify(detail),
        detail.AnncId,
      );
      // Stored as published; answered as it stands on the request's clock.
      return movedOn(detail);
    },
  }),
];
