import { getHouse, queryHouseMap, type House } from '@/lib/contract/house-map';
import { anncListItemSchema } from '@/lib/contract/announcements';
import type { Database } from '../../../db/database';
import { Prng } from '../../../prng';
import { ApiError } from '../../../http/respond';
import { henanCities } from '../../../media/districts';
import { mediaUrl } from '../../../media/handler';
import { callRoute } from '../../route';
import { centreNow, liveStateSql } from './live-state';

/** A property's place and rent, derived from its announcement id so every start agrees. */
function house(detailJson: string): House {
  const item = anncListItemSchema.parse(JSON.parse(detailJson));
  const rng = new Prng(`house:${item.AnncId}`);
  // The city the title names, so the marker sits where the announcement says the property is.
  const city = henanCities.find((entry) => item.Title.startsWith(entry.name)) ?? rng.pick(henanCities);
  return {
    AnncId: item.AnncId,
    Title: item.Title,
    Price: rng.int(8, 120) * 100,
    District: city.name,
    Lng: Math.round((city.at[0] + (rng.next() - 0.5) * 0.2) * 1e5) / 1e5,
    Lat: Math.round((city.at[1] + (rng.next() - 0.5) * 0.2) * 1e5) / 1e5,
    ImageUrl: item.ImageUrl,
    PanoramaUrl: mediaUrl('panorama', item.AnncId),
  };
}

/** Lease properties on the map and their panoramas: the project announcements not yet ended (by the clock). */
export const houseRoutes = [
  callRoute(queryHouseMap, {
    handle({ db, body }) {
      const rows = db
        .prepare(
          `SELECT detail_json FROM portal_announcements WHERE platform_id = @platform AND kind = 'project' AND ${liveStateSql} <> 'BidEnded' AND org_id IS NULL ORDER BY publish_time DESC, id`,
        )
        .all({ platform: body.PlatformId, now: centreNow() }) as { detail_json: string }[];
      return { Items: rows.map((row) => house(row.detail_json)) };
    },
  }),
  callRoute(getHouse, {
    handle: ({ db, body }) => house(readDetailJson(db, body.PlatformId, body.AnncId)),
  }),
];

function readDetailJson(db: Database, platformId: string, id: string): string {
  const row = db
    .prepare(
      "SELECT detail_json FROM portal_announcements WHERE id = ? AND platform_id = ? AND kind = 'project'",
    )
    .get(id, platformId) as { detail_json: string } | undefined;
  if (!row) throw new ApiError('房源不存在或已撤销');
  return row.detail_json;
}
