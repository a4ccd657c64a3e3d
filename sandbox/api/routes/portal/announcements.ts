import { portalCalls as calls } from '@/lib/contract/portal-calls';
import { likeWord, pagedQuery } from '../../paged-query';
import { callRoute } from '../../route';
import { anncListItem, readAnncDetail } from './announcement-rows';
import { areaOrgIds } from '../../../db/seed/portal-area-announcements-seed';

// A city or county centre's TradingOrgId lists its own announcements; any other (the province's, a
// signed-in user's own organisation) lists the province's.
const areaOrgs = areaOrgIds();

/** The announcement lists (by kind, state and search word) and their details. */
export const announcementRoutes = [
  callRoute(calls.queryAnncList, {
    handle({ db, body, headers }) {
      const org = headers.tradingOrgId && areaOrgs.has(headers.tradingOrgId) ? headers.tradingOrgId : null;
      const where = ['platform_id = @platform', 'kind = @kind', org ? 'org_id = @org' : 'org_id IS NULL'];
      if (body.State) where.push('state = @state');
      if (body.Word) where.push("(title LIKE @word ESCAPE '\\' OR code LIKE @word ESCAPE '\\')");
      return pagedQuery(
        db,
        body,
        {
          select: 'detail_json',
          from: `FROM portal_announcements WHERE ${where.join(' AND ')}`,
          orderBy: 'publish_time DESC, id',
          params: {
            platform: body.PlatformId,
            kind: body.Kind,
            state: body.State,
            word: likeWord(body.Word),
            org,
          },
        },
        anncListItem,
      );
    },
  }),
  callRoute(calls.getAnncDetail, {
    handle({ db, body }) {
      const detail = readAnncDetail(db, body.PlatformId, body.AnncId);
      // Each visit counts, as on the centre's site.
      detail.ViewCount += 1;
      db.prepare('UPDATE portal_announcements SET view_count = ?, detail_json = ? WHERE id = ?').run(
        detail.ViewCount,
        JSON.stringify(detail),
        detail.AnncId,
      );
      return detail;
    },
  }),
];
