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
  signIns: [
    { tenant: 'client', step: 'codeExchange', outcome: 'serverStatus', status: 'HTTP 503', count: 2 },
    { tenant: '4101lease', step: 'refresh', outcome: 'invalid_grant', status: 'HTTP 400', count: 1 },
  ],
};

/** A measure per group with the given counts of page views: 13 on the phone's home, 1 on the list. */
const measuredUnevenly: FieldSummary = {
  ...summary,
  vitals: [
    { tenant: 'client', pageKind: 'home', viewport: 'phone', vitals: { LCP: { p75: 2300, count: 13 } } },
    { tenant: 'client', pageKind: 'list', viewport: 'desktop', vitals: { LCP: { p75: 2300, count: 1 } } },
  ],
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
      ['client · home · 手机', 'poor'],
      ['client · list · 电脑', 'good'],
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
    expect(text).toMatch(/client\s+home\s+手机（phone）\s+4600 ms \(n=2\)/);
    expect(text).toMatch(/client\s+list\s+电脑（desktop）\s+2100 ms \(n=1\)\*\s+-\s+0\.120 \(n=1\)/);
  });

  it('name the call and field of every answer read leniently, never a value', () => {
    expect(textReport(summary)).toMatch(/3\s+client\s+queryAnncList\s+State\s+一个值（value）/);
    expect(htmlReport(summary, '')).toContain('<td>State</td>');
  });
});

describe('the reports for the centre', () => {
  it('give times in China time and say so', () => {
    // 12:00 UTC is 20:00 in Beijing.
    const text = textReport(summary);
    expect(text.split('\n')[0]).toBe('现场数据报告：自 2026-11-27 20:00（北京时间）起，共 4 条记录');
    expect(text).not.toContain('T12:00');
    const html = htmlReport(summary, '');
    expect(html).toContain('<title>现场数据报告：自 2026-11-27 20:00（北京时间）起</title>');
    expect(html).not.toContain('2026-11-27T12:00');
  });

  it('head their sections and columns in Chinese', () => {
    const text = textReport(summary);
    for (const heading of ['页面体验（p75）', '脚本错误', '宽松读取的应答（略去一项或一个值）']) {
      expect(text).toContain(`\n${heading}\n`);
    }
    expect(text).toMatch(/^租户\s+页面类型\s+设备\s+p75 LCP/m);
    expect(text).toMatch(/^次数\s+租户\s+页面类型\s+错误信息\s+出错位置$/m);
    for (const english of ['Errors', 'tenant', 'page kind', 'count', 'record(s)']) {
      expect(text).not.toContain(english);
    }
    const html = htmlReport(summary, '');
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<h2>脚本错误</h2>');
    expect(html).toContain('<th>次数</th><th>租户</th><th>页面类型</th><th>错误信息</th><th>出错位置</th>');
    expect(html).not.toMatch(/<h2>[A-Za-z ]+<\/h2>|<th>(count|tenant)<\/th>/);
  });

  it('count failed sign-ins per tenant, step and kind of failure', () => {
    const text = textReport(summary);
    expect(text).toContain('\n登录失败（令牌调用失败，登录静默结束）\n');
    expect(text).toMatch(/^次数\s+租户\s+步骤\s+失败类型\s+状态$/m);
    expect(text).toMatch(
      /^2\s+client\s+换取令牌（codeExchange）\s+服务器错误状态（serverStatus）\s+HTTP 503$/m,
    );
    expect(text).toMatch(
      /^1\s+4101lease\s+刷新令牌（refresh）\s+授权无效或已用过（invalid_grant）\s+HTTP 400$/m,
    );
    const html = htmlReport(summary, '');
    expect(html).toContain(
      '<td>换取令牌（codeExchange）</td><td>服务器错误状态（serverStatus）</td><td>HTTP 503</td>',
    );
  });

  it('lines the text tables up in a terminal, where a Chinese character takes two columns', () => {
    const lines = textReport(summary).split('\n');
    const header = lines.find((line) => /^次数\s+租户\s+步骤/.test(line))!;
    const row = lines.find((line) => line.includes('换取令牌'))!;
    const width = (text: string) =>
      [...text].reduce((sum, c) => sum + (/[\u3000-\uffff]/.test(c) ? 2 : 1), 0);
    const columnOf = (line: string, word: string) => width(line.slice(0, line.indexOf(word)));
    expect(columnOf(row, 'client')).toBe(columnOf(header, '租户'));
    expect(columnOf(row, '换取令牌')).toBe(columnOf(header, '步骤'));
    expect(columnOf(row, '服务器错误状态')).toBe(columnOf(header, '失败类型'));
  });

  it('mark a figure measured from fewer than 5 page views, in the text and as a hatched, faded bar', () => {
    const text = textReport(measuredUnevenly);
    expect(text).toMatch(/client\s+home\s+手机（phone）\s+2300 ms \(n=13\)\s/);
    expect(text).toMatch(/client\s+list\s+电脑（desktop）\s+2300 ms \(n=1\)\*/);
    expect(text).toContain('\n* 样本少于 5 个');
    expect(chartRows(measuredUnevenly, 'LCP').map((row) => [row.count, row.few])).toEqual([
      [13, false],
      [1, true],
    ]);
    const html = htmlReport(measuredUnevenly, '');
    // The legend says what a hatched bar is; the chart draws those bars with a decal and faded.
    expect(html).toMatch(/<span class="few"[^>]*><\/span>样本少于 5 个/);
    expect(html).toContain('"few":true');
    expect(html).toMatch(/row\.few\s*\?\s*\{[^}]*opacity: 0\.45, decal: fewDecal/);
  });
});
