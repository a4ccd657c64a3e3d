import type { AnncKind } from '@/lib/contract/announcements';
import type { Database } from '../database';

/** What the list columns are read from; the whole record is kept as the detail's JSON. */
type StoredAnnouncement = {
  AnncId: string;
  Title: string;
  Code: string;
  State: string;
  PublishTime: string;
  ViewCount: number;
};

type Row = { platformId: string; kind: AnncKind; seq: number; detail: StoredAnnouncement; orgId?: string };

/**
 * The one way an announcement is stored, for the seeds and for announcements published while the
 * sandbox runs: its list columns beside its whole record. `orgId` puts it under a city or county
 * centre (the TradingOrgId header); without it, it is the province's.
 */
export function announcementStore(db: Database): (row: Row) => void {
  const insert = db.prepare(
    `INSERT INTO portal_announcements
       (id, platform_id, kind, seq, title, code, state, publish_time, view_count, detail_json, org_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return ({ platformId, kind, seq, detail, orgId }) => {
    insert.run(
      detail.AnncId,
      platformId,
      kind,
      seq,
      detail.Title,
      detail.Code,
      detail.State,
      detail.PublishTime,
      detail.ViewCount,
      JSON.stringify(detail),
      orgId ?? null,
    );
  };
}
