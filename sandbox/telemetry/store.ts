import type { Database } from '../db/database';
import type { FieldReport } from '@/lib/contract/field-report';

/** One stored record, its attributes flattened to key and value. */
export type FieldRow = {
  /** The report (request) it came in; one page view's records leave in one. */
  report: number;
  timeMs: number;
  eventName: string;
  tenant: string;
  release: string;
  pageKind: string;
  viewport: string;
  attributes: Record<string, string | number>;
};

type AttributeList = {
  key: string;
  value: { stringValue?: string; doubleValue?: number; intValue?: string | number };
}[];

function flatten(list: AttributeList): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const { key, value } of list) {
    values[key] = value.stringValue ?? value.doubleValue ?? Number(value.intValue);
  }
  return values;
}

/** Keeps every record of a checked report, in one transaction. Returns how many. */
export function storeFieldReport(db: Database, report: FieldReport, receivedAt = Date.now()): number {
  const insert = db.prepare(
    `INSERT INTO field_reports (report_id, received_at, time_ms, event_name, tenant, release, page_kind, viewport, attributes_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let count = 0;
  db.transaction(() => {
    const { last } = db.prepare('SELECT MAX(report_id) AS last FROM field_reports').get() as {
      last: number | null;
    };
    const reportId = (last ?? 0) + 1;
    for (const resourceLog of report.resourceLogs) {
      const resource = flatten(resourceLog.resource.attributes);
      for (const scopeLog of resourceLog.scopeLogs) {
        for (const record of scopeLog.logRecords) {
          const attributes = flatten(record.attributes);
          insert.run(
            reportId,
            receivedAt,
            Math.floor(Number(BigInt(record.timeUnixNano) / 1_000_000n)),
            record.eventName,
            String(resource['portal.tenant'] ?? ''),
            String(resource['service.version'] ?? ''),
            String(attributes['page.kind'] ?? 'other'),
            String(attributes['viewport.class'] ?? ''),
            JSON.stringify(attributes),
          );
          count += 1;
        }
      }
    }
  })();
  return count;
}

/** The records made since `sinceMs` (milliseconds since the epoch), oldest first. */
export function fieldRows(db: Database, sinceMs = 0): FieldRow[] {
  const rows = db
    .prepare(
      `SELECT report_id, time_ms, event_name, tenant, release, page_kind, viewport, attributes_json
       FROM field_reports WHERE time_ms >= ? ORDER BY time_ms, id`,
    )
    .all(sinceMs) as {
    report_id: number;
    time_ms: number;
    event_name: string;
    tenant: string;
    release: string;
    page_kind: string;
    viewport: string;
    attributes_json: string;
  }[];
  return rows.map((row) => ({
    report: row.report_id,
    timeMs: row.time_ms,
    eventName: row.event_name,
    tenant: row.tenant,
    release: row.release,
    pageKind: row.page_kind,
    viewport: row.viewport,
    attributes: JSON.parse(row.attributes_json) as Record<string, string | number>,
  }));
}
