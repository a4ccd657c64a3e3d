import type { FieldSummary, Percentile, VitalName } from '../../../sandbox/telemetry/summary';
import { vitalNames } from '../../../sandbox/telemetry/summary';
import { recordTables } from './record-tables';
import { chinaTime, fewSamples, named, words } from './words';

function shown(name: VitalName, value: Percentile | undefined): string {
  if (!value) return '-';
  const figure = name === 'CLS' ? value.p75.toFixed(3) : `${Math.round(value.p75)} ms`;
  return `${figure} (${words.samples(value.count)})${fewSamples(value.count) ? words.fewMark : ''}`;
}

/** Columns a terminal draws: a Chinese character takes two, as East Asian wide characters do. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6);
    width += wide ? 2 : 1;
  }
  return width;
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - displayWidth(text)));

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(displayWidth(cell), ...rows.map((row) => displayWidth(row[column] ?? ''))),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => pad(cell, widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const { columns, sections } = words;

/**
 * The summary as the terminal shows it, in Chinese and China time: p75 (n) per tenant × page kind ×
 * device, a figure of few page views marked, then the failures, failed sign-ins among them.
 */
export function textReport(summary: FieldSummary): string {
  const parts = [
    `${words.title}：${words.since(chinaTime(summary.since))}，${words.records(summary.records)}`,
  ];
  const fewShown = summary.vitals.some((group) =>
    vitalNames.some((name) => group.vitals[name] && fewSamples(group.vitals[name].count)),
  );
  parts.push(
    summary.vitals.length === 0
      ? `${sections.vitals}\n${words.noMeasures}`
      : `${sections.vitals}\n${table(
          [columns.tenant, columns.pageKind, columns.viewport, ...vitalNames.map((name) => `p75 ${name}`)],
          summary.vitals.map((group) => [
            group.tenant,
            group.pageKind,
            named(words.viewports, group.viewport),
            ...vitalNames.map((name) => shown(name, group.vitals[name])),
          ]),
        )}${fewShown ? `\n${words.fewMark} ${words.fewSamples}` : ''}`,
  );
  for (const { title, columns: header, rows } of recordTables(summary)) {
    if (rows.length > 0) parts.push(`${title}\n${table(header, rows)}`);
  }
  return `${parts.join('\n\n')}\n`;
}
