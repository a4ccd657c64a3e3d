import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FieldReport } from '@/lib/contract/field-report';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { logsPath } from './collector';
import type { FieldRow } from './store';
import type { FieldSummary } from './summary';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterEach(async () => {
  await sandbox.hook(`/__sandbox/field`, { method: 'DELETE' });
});
afterAll(async () => {
  await sandbox.dispose();
});

const attribute = (key: string, value: string | number) =>
  typeof value === 'number' ? { key, value: { doubleValue: value } } : { key, value: { stringValue: value } };
const record = (eventName: string, values: Record<string, string | number>) => ({
  timeUnixNano: `${Date.now()}000000`,
  severityNumber: 9,
  eventName,
  attributes: Object.entries({ 'page.kind': 'list', 'viewport.class': 'desktop', ...values }).map(
    ([key, value]) => attribute(key, value),
  ),
});
/** A report as lib/telemetry/report.ts writes one (its own test holds it to the schema). */
const validReport = () =>
  ({
    resourceLogs: [
      {
        resource: {
          attributes: [
            attribute('service.name', 'trading-portal'),
            attribute('service.version', 'r1'),
            attribute('portal.tenant', 'client'),
          ],
        },
        scopeLogs: [
          {
            scope: { name: 'portal.field' },
            logRecords: [
              record('web_vital', {
                'web_vital.name': 'LCP',
                'web_vital.value': 1800,
                'web_vital.rating': 'good',
              }),
              record('call_failed', { 'call.name': 'QueryAnncList', 'call.http_status': 500 }),
            ],
          },
        ],
      },
    ],
  }) as FieldReport;

function post(body: unknown, contentType = 'application/json', origin?: string) {
  return fetch(`${sandbox.origin}${logsPath}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(origin ? { origin } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function storedRows(): Promise<FieldRow[]> {
  return ((await (await sandbox.hook(`/__sandbox/field?rows=1`)).json()) as { rows: FieldRow[] }).rows;
}

describe('the sandbox collector', () => {
  it('keeps every record of a valid report and answers as an OTLP receiver', async () => {
    const response = await post(validReport());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    const rows = await storedRows();
    expect(
      rows.map((row) => [row.report, row.eventName, row.tenant, row.release, row.pageKind, row.viewport]),
    ).toEqual([
      [1, 'web_vital', 'client', 'r1', 'list', 'desktop'],
      [1, 'call_failed', 'client', 'r1', 'list', 'desktop'],
    ]);
    const summary = (await (await sandbox.hook(`/__sandbox/field`)).json()) as FieldSummary;
    expect(summary.vitals[0]!.vitals.LCP).toEqual({ p75: 1800, count: 1 });
    expect(summary.calls[0]).toMatchObject({ call: 'QueryAnncList', status: 'HTTP 500', count: 1 });
  });

  it('numbers each report, and sums up the ones asked for', async () => {
    await post(validReport());
    await post(validReport());
    expect((await storedRows()).map((row) => row.report)).toEqual([1, 1, 2, 2]);
    const second = (await (await sandbox.hook(`/__sandbox/field?reports=2`)).json()) as FieldSummary;
    expect(second.records).toBe(2);
  });

  it('refuses an attribute the report schema does not name, and stores nothing of that report', async () => {
    const report = validReport();
    report.resourceLogs[0]!.scopeLogs[0]!.logRecords[0]!.attributes.push({
      key: 'user.name' as never,
      value: { stringValue: 'buyer' },
    });
    const response = await post(report);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('attributes');
    expect(await storedRows()).toEqual([]);
  });

  it('refuses an unknown event, text that is too long, and a body that is not JSON', async () => {
    const unknownEvent = validReport();
    (unknownEvent.resourceLogs[0]!.scopeLogs[0]!.logRecords[0] as { eventName: string }).eventName =
      'page_view';
    expect((await post(unknownEvent)).status).toBe(400);
    const long = validReport();
    long.resourceLogs[0]!.scopeLogs[0]!.logRecords[1]!.attributes.push({
      key: 'error.message',
      value: { stringValue: 'x'.repeat(500) },
    });
    expect((await post(long)).status).toBe(400);
    expect((await post('{not json')).status).toBe(400);
    expect(await storedRows()).toEqual([]);
  });

  it('answers 415 to a content type a collector does not take', async () => {
    expect((await post(validReport(), 'text/plain')).status).toBe(415);
  });

  it('lets a portal origin send across origins, and no other', async () => {
    const preflight = await fetch(`${sandbox.origin}${logsPath}`, {
      method: 'OPTIONS',
      headers: { origin: sandbox.origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(sandbox.origin);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Content-Type');
    const stranger = await post(validReport(), 'application/json', 'https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
