import { describe, expect, it } from 'vitest';
import type { FieldRow } from './store';
import { p75, summarizeField } from './summary';

describe('p75', () => {
  it('is the nearest-rank 75th percentile: an observed value', () => {
    expect(p75([100])).toBe(100);
    expect(p75([400, 100, 300, 200])).toBe(300);
    expect(p75([1, 2, 3, 4, 5])).toBe(4);
    expect(p75(Array.from({ length: 100 }, (_, index) => index + 1))).toBe(75);
    expect(() => p75([])).toThrow(RangeError);
  });
});

const row = (partial: Partial<FieldRow> & { attributes: FieldRow['attributes'] }): FieldRow => ({
  report: 1,
  timeMs: 1,
  eventName: 'web_vital',
  tenant: 'client',
  release: 'r1',
  pageKind: 'home',
  viewport: 'phone',
  ...partial,
});
const vital = (name: string, value: number, extra: Partial<FieldRow> = {}) =>
  row({ ...extra, attributes: { 'web_vital.name': name, 'web_vital.value': value } });

describe('summarizeField', () => {
  it('gives p75 and count of each measure per tenant × page kind × viewport', () => {
    const summary = summarizeField(
      [
        vital('LCP', 1000),
        vital('LCP', 3000),
        vital('LCP', 2000),
        vital('LCP', 4000),
        vital('CLS', 0.02),
        vital('LCP', 900, { viewport: 'desktop' }),
        vital('INP', 120, { pageKind: 'noticeDetail' }),
      ],
      0,
    );
    expect(summary.vitals).toEqual([
      { tenant: 'client', pageKind: 'home', viewport: 'desktop', vitals: { LCP: { p75: 900, count: 1 } } },
      {
        tenant: 'client',
        pageKind: 'home',
        viewport: 'phone',
        vitals: { LCP: { p75: 3000, count: 4 }, CLS: { p75: 0.02, count: 1 } },
      },
      {
        tenant: 'client',
        pageKind: 'noticeDetail',
        viewport: 'phone',
        vitals: { INP: { p75: 120, count: 1 } },
      },
    ]);
  });

  it('counts errors, failing calls, failed chunks and offline answers by what and where', () => {
    const error = row({
      eventName: 'error',
      attributes: { 'error.message': 'boom', 'error.frame': 'chunks/a.js:1:2' },
    });
    const failed = (status: number, ms: number) =>
      row({
        eventName: 'call_failed',
        pageKind: 'list',
        attributes: {
          'call.name': 'QueryAnncList',
          'call.outcome': 'serverStatus',
          'call.http_status': status,
          'call.duration_ms': ms,
        },
      });
    const summary = summarizeField(
      [
        error,
        error,
        failed(500, 100),
        failed(500, 300),
        failed(502, 50),
        row({
          eventName: 'call_failed',
          attributes: { 'call.name': 'QueryAnncDetail', 'call.error_code': 1, 'call.duration_ms': 80 },
        }),
        row({ eventName: 'chunk_failed', attributes: {} }),
        row({ eventName: 'offline_answer', pageKind: 'noticeDetail', attributes: {} }),
      ],
      0,
    );
    expect(summary.errors).toEqual([
      { tenant: 'client', pageKind: 'home', message: 'boom', frame: 'chunks/a.js:1:2', count: 2 },
    ]);
    expect(
      summary.calls.map((call) => [call.call, call.status, call.pageKind, call.count, call.p75DurationMs]),
    ).toEqual([
      ['QueryAnncList', 'HTTP 500', 'list', 2, 300],
      ['QueryAnncList', 'HTTP 502', 'list', 1, 50],
      ['QueryAnncDetail', 'ErrorCode 1', 'home', 1, 80],
    ]);
    expect(summary.chunks).toEqual([{ tenant: 'client', pageKind: 'home', count: 1 }]);
    expect(summary.offline).toEqual([{ tenant: 'client', pageKind: 'noticeDetail', count: 1 }]);
    expect(summary.records).toBe(8);
  });

  it('counts failed sign-ins per tenant, step, kind of failure and status', () => {
    const signIn = (tenant: string, step: string, outcome: string, status?: number) =>
      row({
        eventName: 'sign_in_failed',
        tenant,
        pageKind: 'GetCode',
        attributes: {
          'call.name': step,
          'call.outcome': outcome,
          ...(status === undefined ? {} : { 'call.http_status': status }),
        },
      });
    const summary = summarizeField(
      [
        signIn('client', 'codeExchange', 'serverStatus', 503),
        signIn('lease', 'codeExchange', 'serverStatus', 503),
        signIn('client', 'codeExchange', 'serverStatus', 503),
        signIn('client', 'refresh', 'invalid_grant', 400),
        signIn('client', 'userInfo', 'network'),
      ],
      0,
    );
    expect(summary.signIns).toEqual([
      { tenant: 'client', step: 'codeExchange', outcome: 'serverStatus', status: 'HTTP 503', count: 2 },
      { tenant: 'lease', step: 'codeExchange', outcome: 'serverStatus', status: 'HTTP 503', count: 1 },
      { tenant: 'client', step: 'refresh', outcome: 'invalid_grant', status: 'HTTP 400', count: 1 },
      { tenant: 'client', step: 'userInfo', outcome: 'network', status: '', count: 1 },
    ]);
    expect(summary.calls).toEqual([]);
  });
});
