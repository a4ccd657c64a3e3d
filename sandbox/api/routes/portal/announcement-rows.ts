import { anncDetailSchema, type AnncDetail } from '@/lib/contract/announcement-detail';
import { anncListItemSchema } from '@/lib/contract/announcements';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/respond';
import { movedOn } from './live-state';

/** Announcements are stored as their detail answer, as published; a list item is read out of it. */
export function readAnncDetail(db: Database, platformId: string, id: string): AnncDetail {
  const row = db
    .prepare('SELECT detail_json FROM portal_announcements WHERE id = ? AND platform_id = ?')
    .get(id, platformId) as { detail_json: string } | undefined;
  if (!row) throw new ApiError('公告不存在或已撤销');
  return anncDetailSchema.parse(JSON.parse(row.detail_json));
}

/** The stored answer as it stands now (live-state.ts). */
export function readLiveAnncDetail(db: Database, platformId: string, id: string): AnncDetail {
  return movedOn(readAnncDetail(db, platformId, id));
}

/** A list item, as it stands now. */
export function anncListItem(row: { detail_json: string }) {
  return movedOn(anncListItemSchema.parse(JSON.parse(row.detail_json)));
}
