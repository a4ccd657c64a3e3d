import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FieldSummary, VitalName } from '../../../sandbox/telemetry/summary';
import { vitalNames } from '../../../sandbox/telemetry/summary';

/** web.dev's thresholds: at or under `good` is good, over `poor` is poor. */
export const thresholds: Record<VitalName, { good: number; poor: number; unit: string }> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside a `<script>`: no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function echartsSource(): string {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve('echarts/dist/echarts.min.js'), 'utf8');
}

function tableHtml(header: string[], rows: (string | number)[][]): string {
  if (rows.length === 0) return '<p class="none">None.</p>';
  const head = header.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(String(cell))}</td>`).join('')}</tr>`)
    .join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The chart data of one measure: a bar per tenant × page kind × viewport, coloured by its rating. */
export function chartRows(summary: FieldSummary, name: VitalName) {
  const { good, poor } = thresholds[name];
  return summary.vitals
    .filter((group) => group.vitals[name])
    .map((group) => {
      const value = group.vitals[name]!;
      return {
        label: `${group.tenant} · ${group.pageKind} · ${group.viewport}`,
        p75: value.p75,
        count: value.count,
        rating: value.p75 <= good ? 'good' : value.p75 <= poor ? 'needs-improvement' : 'poor',
      };
    });
}

/**
 * One HTML file a release engineer opens offline: a bar chart per measure (p75 per tenant × page
 * kind × viewport, green, amber or red by web.dev's thresholds, with the count), then the errors,
 * failing calls, failed chunks and offline answers. ECharts is inlined: only this report loads it.
 */
export function htmlReport(summary: FieldSummary, echarts: string = echartsSource()): string {
  const charts = vitalNames.map((name) => ({ name, ...thresholds[name], rows: chartRows(summary, name) }));
  const sections = charts
    .map(
      (chart) =>
        `<section><h2>p75 ${chart.name}</h2>${
          chart.rows.length === 0
            ? '<p class="none">No measures.</p>'
            : `<div class="chart" id="chart-${chart.name}" style="height:${60 + chart.rows.length * 28}px"></div>`
        }</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Field report since ${escapeHtml(summary.since)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222;max-width:1100px}
h1{font-size:20px}h2{font-size:16px;margin-top:28px}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f4f4f4}.none{color:#777}.legend span{display:inline-block;width:12px;height:12px;margin:0 4px 0 12px;vertical-align:middle}
</style></head><body>
<h1>Field report since ${escapeHtml(summary.since)}</h1>
<p>${summary.records} record(s). Bars: p75 per tenant · page kind · viewport, with the number of page views measured.
<span class="legend"><span style="background:#2e7d32"></span>good<span style="background:#f9a825"></span>needs improvement<span style="background:#c62828"></span>poor</span></p>
${sections}
<h2>Errors</h2>
${tableHtml(
  ['count', 'tenant', 'page kind', 'message', 'frame'],
  summary.errors.map((e) => [e.count, e.tenant, e.pageKind, e.message, e.frame]),
)}
<h2>Failing calls</h2>
${tableHtml(
  ['count', 'tenant', 'page kind', 'call', 'outcome', 'status', 'p75 ms'],
  summary.calls.map((c) => [
    c.count,
    c.tenant,
    c.pageKind,
    c.call,
    c.outcome,
    c.status,
    Math.round(c.p75DurationMs),
  ]),
)}
<h2>Chunks that failed to load</h2>
${tableHtml(
  ['count', 'tenant', 'page kind'],
  summary.chunks.map((r) => [r.count, r.tenant, r.pageKind]),
)}
<h2>Pages answered offline</h2>
${tableHtml(
  ['count', 'tenant', 'page kind'],
  summary.offline.map((r) => [r.count, r.tenant, r.pageKind]),
)}
<h2>Answers read leniently</h2>
${tableHtml(
  ['count', 'tenant', 'call', 'field', 'left out'],
  summary.lenient.map((r) => [r.count, r.tenant, r.call, r.field, r.left]),
)}
<script>${echarts}</script>
<script>
const charts = ${scriptJson(charts)};
const colours = { good: '#2e7d32', 'needs-improvement': '#f9a825', poor: '#c62828' };
for (const chart of charts) {
  const element = document.getElementById('chart-' + chart.name);
  if (!element) continue;
  const rows = chart.rows.slice().reverse();
  echarts.init(element, null, { renderer: 'svg' }).setOption({
    animation: false,
    grid: { left: 8, right: 110, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'item' },
    xAxis: { type: 'value', name: chart.unit, max: (v) => Math.max(v.max, chart.poor) * 1.05 },
    yAxis: { type: 'category', data: rows.map((row) => row.label) },
    series: [{
      type: 'bar',
      data: rows.map((row) => ({ value: row.p75, itemStyle: { color: colours[row.rating] } })),
      label: { show: true, position: 'right', formatter: (p) => (chart.name === 'CLS' ? p.value.toFixed(3) : Math.round(p.value) + ' ms') + '  n=' + rows[p.dataIndex].count },
      markLine: { symbol: 'none', silent: true, label: { formatter: '{b}' }, data: [
        { name: 'good', xAxis: chart.good, lineStyle: { color: colours.good } },
        { name: 'poor', xAxis: chart.poor, lineStyle: { color: colours.poor } },
      ] },
    }],
  });
}
</script>
</body></html>
`;
}
