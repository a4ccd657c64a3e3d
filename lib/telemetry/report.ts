import type { FieldEventName, FieldReport, LogRecord, RecordKey } from '@/lib/contract/field-report';

/** Who sends: the same for every record of a page view. */
export type FieldResource = { release: string; tenant: string };

/** Where a record was made: the page's kind (sites/page-kinds.ts, sites/pages.ts), never its address. */
export type FieldPlace = {
  pageKind: string;
  viewport: 'phone' | 'desktop';
  /** `navigator.connection.effectiveType`, where the browser has it. */
  effectiveType?: string | undefined;
};

export type RecordValues = Partial<Record<RecordKey, string | number | undefined>>;

export const SERVICE_NAME = 'trading-portal';
/** Below this width the portal lays itself out for a phone (Tailwind's `md`). */
export const PHONE_BELOW_PX = 768;

export function viewportClass(width: number): FieldPlace['viewport'] {
  return width < PHONE_BELOW_PX ? 'phone' : 'desktop';
}

function attribute(key: string, value: string | number) {
  return typeof value === 'number'
    ? { key, value: { doubleValue: value } }
    : { key, value: { stringValue: value } };
}

const severity: Record<FieldEventName, number> = {
  web_vital: 9,
  offline_answer: 9,
  answer_lenient: 13,
  call_failed: 13,
  chunk_failed: 17,
  error: 17,
  sign_in_failed: 17,
};

export function logRecord(
  name: FieldEventName,
  values: RecordValues,
  place: FieldPlace,
  timeMs: number,
): LogRecord {
  const all: RecordValues = {
    'page.kind': place.pageKind,
    'viewport.class': place.viewport,
    'network.effective_type': place.effectiveType,
    ...values,
  };
  return {
    timeUnixNano: `${Math.round(timeMs)}000000`,
    severityNumber: severity[name],
    eventName: name,
    attributes: Object.entries(all)
      .filter((entry): entry is [RecordKey, string | number] => entry[1] !== undefined && entry[1] !== '')
      .map(([key, value]) => attribute(key, value)) as LogRecord['attributes'],
  };
}

export function fieldReport(resource: FieldResource, records: LogRecord[]): FieldReport {
  return {
    resourceLogs: [
      {
        resource: {
          attributes: [
            attribute('service.name', SERVICE_NAME),
            attribute('service.version', resource.release),
            attribute('portal.tenant', resource.tenant),
          ] as FieldReport['resourceLogs'][number]['resource']['attributes'],
        },
        scopeLogs: [{ scope: { name: 'portal.field' }, logRecords: records }],
      },
    ],
  };
}

/**
 * Keep-alive requests share 64 KiB in flight per page; a report stays well under it, so a page
 * that leaves with a long list sends several.
 */
export const MAX_REPORT_BYTES = 24 * 1024;
/** A page that keeps failing (a call retried in a loop) reports its first records, not thousands. */
export const MAX_RECORDS_PER_VIEW = 300;

/**
 * The records of a page view, held in memory until the page is hidden or left, then handed out as
 * reports small enough for a keep-alive request. Records after `MAX_RECORDS_PER_VIEW` are dropped.
 */
export class ReportBatch {
  private records: LogRecord[] = [];
  private taken = 0;

  constructor(private readonly resource: FieldResource) {}

  add(record: LogRecord): void {
    if (this.taken >= MAX_RECORDS_PER_VIEW) return;
    this.taken += 1;
    this.records.push(record);
  }

  get size(): number {
    return this.records.length;
  }

  /** Empties the batch into reports of at most `MAX_REPORT_BYTES` of JSON each. */
  drain(): string[] {
    const reports: string[] = [];
    let part: LogRecord[] = [];
    let bytes = 0;
    const overhead = JSON.stringify(fieldReport(this.resource, [])).length;
    for (const record of this.records.splice(0)) {
      const size = JSON.stringify(record).length + 1;
      if (part.length > 0 && overhead + bytes + size > MAX_REPORT_BYTES) {
        reports.push(JSON.stringify(fieldReport(this.resource, part)));
        part = [];
        bytes = 0;
      }
      part.push(record);
      bytes += size;
    }
    if (part.length > 0) reports.push(JSON.stringify(fieldReport(this.resource, part)));
    return reports;
  }
}
