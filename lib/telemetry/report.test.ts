import { describe, expect, it } from 'vitest';
import { fieldReportSchema } from '@/lib/contract/field-report';
import {
  fieldReport,
  logRecord,
  MAX_RECORDS_PER_VIEW,
  MAX_REPORT_BYTES,
  ReportBatch,
  viewportClass,
  type FieldPlace,
} from './report';

const place: FieldPlace = { pageKind: 'noticeDetail', viewport: 'phone', effectiveType: '4g' };
const resource = { release: 'abc123', tenant: 'client' };

describe('logRecord', () => {
  it('writes an OTLP log record with the place and the values, leaving out what is unknown', () => {
    const record = logRecord(
      'web_vital',
      { 'web_vital.name': 'LCP', 'web_vital.value': 1234.5, 'web_vital.element_kind': undefined },
      { ...place, effectiveType: undefined },
      1_700_000_000_123,
    );
    expect(record).toEqual({
      timeUnixNano: '1700000000123000000',
      severityNumber: 9,
      eventName: 'web_vital',
      attributes: [
        { key: 'page.kind', value: { stringValue: 'noticeDetail' } },
        { key: 'viewport.class', value: { stringValue: 'phone' } },
        { key: 'web_vital.name', value: { stringValue: 'LCP' } },
        { key: 'web_vital.value', value: { doubleValue: 1234.5 } },
      ],
    });
  });

  it('makes reports the collector schema accepts', () => {
    const report = fieldReport(resource, [
      logRecord('call_failed', { 'call.name': 'QueryAnncList', 'call.http_status': 500 }, place, 1),
    ]);
    expect(fieldReportSchema.safeParse(report).success).toBe(true);
    expect(report.resourceLogs[0]!.resource.attributes).toContainEqual({
      key: 'service.version',
      value: { stringValue: 'abc123' },
    });
  });
});

describe('viewportClass', () => {
  it('calls a view under 768 px a phone', () => {
    expect(viewportClass(390)).toBe('phone');
    expect(viewportClass(767)).toBe('phone');
    expect(viewportClass(768)).toBe('desktop');
    expect(viewportClass(1366)).toBe('desktop');
  });
});

describe('ReportBatch', () => {
  const record = (index: number) =>
    logRecord('error', { 'error.message': `failure ${'x'.repeat(150)} ${index}` }, place, index);

  it('holds records until drained, then is empty', () => {
    const batch = new ReportBatch(resource);
    batch.add(record(1));
    batch.add(record(2));
    expect(batch.size).toBe(2);
    const reports = batch.drain();
    expect(reports).toHaveLength(1);
    expect(JSON.parse(reports[0]!).resourceLogs[0].scopeLogs[0].logRecords).toHaveLength(2);
    expect(batch.size).toBe(0);
    expect(batch.drain()).toEqual([]);
  });

  it('splits a long batch into reports under the keep-alive size, losing none', () => {
    const batch = new ReportBatch(resource);
    for (let index = 0; index < 250; index += 1) batch.add(record(index));
    const reports = batch.drain();
    expect(reports.length).toBeGreaterThan(1);
    for (const report of reports) {
      expect(report.length).toBeLessThanOrEqual(MAX_REPORT_BYTES);
      expect(fieldReportSchema.safeParse(JSON.parse(report)).success).toBe(true);
    }
    const times = reports.flatMap((report) =>
      (
        JSON.parse(report) as { resourceLogs: { scopeLogs: { logRecords: { timeUnixNano: string }[] }[] }[] }
      ).resourceLogs[0]!.scopeLogs[0]!.logRecords.map((item) => Number(item.timeUnixNano) / 1e6),
    );
    expect(times).toEqual(Array.from({ length: 250 }, (_, index) => index));
  });

  it('keeps at most the first records of a page view that keeps failing', () => {
    const batch = new ReportBatch(resource);
    for (let index = 0; index < MAX_RECORDS_PER_VIEW + 50; index += 1) batch.add(record(index));
    batch.drain();
    batch.add(record(9999));
    expect(batch.size).toBe(0);
  });
});
