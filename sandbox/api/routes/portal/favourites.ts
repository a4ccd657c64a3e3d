import { portalCalls as calls } from '@/lib/contract/portal-calls';
import { pagedQuery } from '../../paged-query';
import { callRoute } from '../../route';
import { anncListItem, readAnncDetail } from './announcement-rows';

/** 我的收藏: the user's favourite announcements of a platform, the latest added first. */
export const favouriteRoutes = [
  callRoute(calls.addFavourite, {
    handle({ db, body, account }) {
      readAnncDetail(db, body.PlatformId, body.AnncId);
      const next = (
        db.prepare('SELECT COALESCE(MAX(position), 0) + 1 AS n FROM favourites').get() as { n: number }
      ).n;
      db.prepare('INSERT OR IGNORE INTO favourites (account_id, annc_id, position) VALUES (?, ?, ?)').run(
        account!.id,
        body.AnncId,
        next,
      );
      return { AnncId: body.AnncId, IsCollected: true as const };
    },
  }),
  callRoute(calls.removeFavourite, {
    handle({ db, body, account }) {
      db.prepare('DELETE FROM favourites WHERE account_id = ? AND annc_id = ?').run(account!.id, body.AnncId);
      return { AnncId: body.AnncId, IsCollected: false as const };
    },
  }),
  callRoute(calls.queryFavourites, {
    handle: ({ db, body, account }) =>
      pagedQuery(
        db,
        body,
        {
          select: 'a.detail_json',
          from: `FROM favourites f JOIN portal_announcements a ON a.id = f.annc_id
                 WHERE f.account_id = @account AND a.platform_id = @platform`,
          orderBy: 'f.position DESC',
          params: { account: account!.id, platform: body.PlatformId },
        },
        anncListItem,
      ),
  }),
];
