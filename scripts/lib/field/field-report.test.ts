import { describe, expect, it } from 'vitest';
import type { FieldSummary } from '../../../sandbox/telemetry/summary';
import { chartRows, htmlReport } from './html-report';
import { textReport } from './text-report';
import { parseWindow } from './window';

const summary: FieldSummary = {
  since: '2026-11-27T12:00:00.000Z',
  records: 4,
  vitals: [
    { tenant: 'client', pageKind: 'home', viewport: 'phone', vitals: { LCP: { p75: 4600, count: 2 } } },
    {
      tenant: 'client',
      pageKind: 'list',
      viewport: 'desktop',
      vitals: { LCP: { p75: 2100, count: 1 }, CLS: { p75: 0.12, count: 1 } },
    },
  ],
  errors: [
    { tenant: 'client', pageKind: 'list', message: '</script><b>x</b>', frame: 'chunks/a.js:1:2', count: 1 },
  ],
  calls: [],
  chunks: [],
  offline: [],
  lenient: [{ tenant: 'client', call: 'queryAnncList', field: 'State', left: 'value', count: 3 }],
};

describe('parseWindow', () => {
  it('reads s, m, h and d, and refuses anything else', () => {
    expect(parseWindow('90s')).toBe(90_000);
    expect(parseWindow('30m')).toBe(1_800_000);
    expect(parseWindow('1h')).toBe(3_600_000);
    expect(parseWindow('2d')).toBe(172_800_000);
    expect(() => parseWindow('1 week')).toThrow(/--since/);
  });
});

describe('the reports', () => {
  it('rate each bar by web.dev thresholds', () => {
    expect(chartRows(summary, 'LCP').map((row) => [row.label, row.rating])).toEqual([
      ['client · home · phone', 'poor'],
      ['client · list · desktop', 'good'],
    ]);
    expect(chartRows(summary, 'CLS')[0]!.rating).toBe('needs-improvement');
    expect(chartRows(summary, 'INP')).toEqual([]);
  });

  it('write one HTML file with the chart library inlined and every text escaped', () => {
    const html = htmlReport(summary, '/* echarts */');
    expect(html).toContain('<script>/* echarts */</script>');
    expect(html).toContain('id="chart-LCP"');
    expect(html).not.toContain('id="chart-INP"');
    expect(html).toContain('&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('print p75 with counts per tenant, page kind and viewport', () => {
    const text = textReport(summary);
    expect(text).toMatch(/client\s+home\s+phone\s+4600 ms \(2\)/);
    expect(text).toMatch(/client\s+list\s+desktop\s+2100 ms \(1\)\s+-\s+0\.120 \(1\)/);
    expect(text).toContain('Errors');
  });

  it('name the call and field of every answer read leniently, never a value', () => {
    expect(textReport(summary)).toMatch(/3\s+client\s+queryAnncList\s+State\s+value/);
    expect(htmlReport(summary, '')).toContain('<td>State</td>');
  });
});
