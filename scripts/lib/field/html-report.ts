import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FieldSummary, VitalName } from '../../../sandbox/telemetry/summary';
import { vitalNames } from '../../../sandbox/telemetry/summary';
import { recordTables } from './record-tables';
import { chinaTime, FEW_SAMPLES, fewSamples, words } from './words';

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
  if (rows.length === 0) return `<p class="none">${words.none}</p>`;
  const head = header.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(String(cell))}</td>`).join('')}</tr>`)
    .join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/**
 * The chart data of one measure: a bar per tenant × page kind × device, coloured by its rating,
 * with its count and whether that count is too few to lean on.
 */
export function chartRows(summary: FieldSummary, name: VitalName) {
  const { good, poor } = thresholds[name];
  return summary.vitals
    .filter((group) => group.vitals[name])
    .map((group) => {
      const value = group.vitals[name]!;
      return {
        label: `${group.tenant} · ${group.pageKind} · ${words.viewports[group.viewport] ?? group.viewport}`,
        p75: value.p75,
        count: value.count,
        few: fewSamples(value.count),
        rating: value.p75 <= good ? 'good' : value.p75 <= poor ? 'needs-improvement' : 'poor',
      };
    });
}

const { ratings } = words;

/**
 * One HTML file an operator opens offline, in Chinese and China time: a bar chart per measure (p75
 * per tenant × page kind × device, green, amber or red by web.dev's thresholds, with n; a bar of
 * fewer than `FEW_SAMPLES` page views hatched and faded), then the failed sign-ins, errors, failing
 * calls, answers read leniently, failed chunks and offline answers. ECharts is inlined: only this report loads it.
 */
export function htmlReport(summary: FieldSummary, echarts: string = echartsSource()): string {
  const charts = vitalNames.map((name) => ({ name, ...thresholds[name], rows: chartRows(summary, name) }));
  const sectionsHtml = charts
    .map(
      (chart) =>
        `<section><h2>p75 ${chart.name}</h2>${
          chart.rows.length === 0
            ? `<p class="none">${words.noMeasures}</p>`
            : `<div class="chart" id="chart-${chart.name}" style="height:${60 + chart.rows.length * 28}px"></div>`
        }</section>`,
    )
    .join('\n');
  const title = `${words.title}：${words.since(chinaTime(summary.since))}`;
  const labels = {
    ratings,
    few: words.fewSamples,
    samples: words.sampleMark,
  };
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body{font:14px/1.5 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:24px;color:#222;max-width:1100px}
h1{font-size:20px}h2{font-size:16px;margin-top:28px}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f4f4f4}.none{color:#777}.legend span{display:inline-block;width:12px;height:12px;margin:0 4px 0 12px;vertical-align:middle}
.legend .few{background:repeating-linear-gradient(45deg,#888 0 2px,#fff 2px 5px);opacity:.6}
</style></head><body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(words.records(summary.records))}（${escapeHtml(words.timesIn)}）。${escapeHtml(words.chartsIntro)}
<span class="legend"><span style="background:#2e7d32"></span>${ratings.good}<span style="background:#f9a825"></span>${ratings['needs-improvement']}<span style="background:#c62828"></span>${ratings.poor}<span class="few" data-few-samples=""></span>${escapeHtml(words.fewSamples)}</span></p>
${sectionsHtml}
${recordTables(summary)
  .map(({ title, columns: header, rows }) => `<h2>${escapeHtml(title)}</h2>\n${tableHtml(header, rows)}`)
  .join('\n')}
<script>${echarts}</script>
<script>
const charts = ${scriptJson(charts)};
const labels = ${scriptJson(labels)};
const colours = { good: '#2e7d32', 'needs-improvement': '#f9a825', poor: '#c62828' };
// A bar of fewer than ${FEW_SAMPLES} page views: hatched and faded, so one view does not read like many.
const fewDecal = { symbol: 'rect', dashArrayX: [1, 0], dashArrayY: [2, 4], rotation: Math.PI / 4, color: 'rgba(255,255,255,0.75)' };
for (const chart of charts) {
  const element = document.getElementById('chart-' + chart.name);
  if (!element) continue;
  const rows = chart.rows.slice().reverse();
  echarts.init(element, null, { renderer: 'svg' }).setOption({
    animation: false,
    grid: { left: 8, right: 150, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'item' },
    xAxis: { type: 'value', name: chart.unit, max: (v) => Math.max(v.max, chart.poor) * 1.05 },
    yAxis: { type: 'category', data: rows.map((row) => row.label) },
    series: [{
      type: 'bar',
      data: rows.map((row) => ({
        value: row.p75,
        itemStyle: row.few
          ? { color: colours[row.rating], opacity: 0.45, decal: fewDecal }
          : { color: colours[row.rating] },
      })),
      label: { show: true, position: 'right', formatter: (p) => {
        const row = rows[p.dataIndex];
        const figure = chart.name === 'CLS' ? p.value.toFixed(3) : Math.round(p.value) + ' ms';
        return figure + '  ' + labels.samples + row.count + (row.few ? '（' + labels.few + '）' : '');
      } },
      markLine: { symbol: 'none', silent: true, label: { formatter: '{b}' }, data: [
        { name: labels.ratings.good, xAxis: chart.good, lineStyle: { color: colours.good } },
        { name: labels.ratings.poor, xAxis: chart.poor, lineStyle: { color: colours.poor } },
      ] },
    }],
  });
}
</script>
</body></html>
`;
}
