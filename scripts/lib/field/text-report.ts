import type { FieldSummary, Percentile, VitalName } from '../../../sandbox/telemetry/summary';
import { vitalNames } from '../../../sandbox/telemetry/summary';

function shown(name: VitalName, value: Percentile | undefined): string {
  if (!value) return '-';
  const figure = name === 'CLS' ? value.p75.toFixed(3) : `${Math.round(value.p75)} ms`;
  return `${figure} (${value.count})`;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The summary as the terminal shows it: p75 (count) per tenant × page kind × viewport, then the failures. */
export function textReport(summary: FieldSummary): string {
  const parts = [`Field reports since ${summary.since}: ${summary.records} record(s)`];
  parts.push(
    summary.vitals.length === 0
      ? 'No measures.'
      : table(
          ['tenant', 'page kind', 'viewport', ...vitalNames.map((name) => `p75 ${name}`)],
          summary.vitals.map((group) => [
            group.tenant,
            group.pageKind,
            group.viewport,
            ...vitalNames.map((name) => shown(name, group.vitals[name])),
          ]),
        ),
  );
  if (summary.errors.length > 0) {
    parts.push(
      'Errors\n' +
        table(
          ['count', 'tenant', 'page kind', 'message', 'frame'],
          summary.errors.map((error) => [
            String(error.count),
            error.tenant,
            error.pageKind,
            error.message,
            error.frame,
          ]),
        ),
    );
  }
  if (summary.calls.length > 0) {
    parts.push(
      'Failing calls\n' +
        table(
          ['count', 'tenant', 'page kind', 'call', 'outcome', 'status', 'p75 ms'],
          summary.calls.map((call) => [
            String(call.count),
            call.tenant,
            call.pageKind,
            call.call,
            call.outcome,
            call.status,
            String(Math.round(call.p75DurationMs)),
          ]),
        ),
    );
  }
  if (summary.lenient.length > 0) {
    parts.push(
      'Answers read leniently (an item or a value left out)\n' +
        table(
          ['count', 'tenant', 'call', 'field', 'left out'],
          summary.lenient.map((read) => [String(read.count), read.tenant, read.call, read.field, read.left]),
        ),
    );
  }
  for (const [title, rows] of [
    ['Chunks that failed to load', summary.chunks],
    ['Pages answered offline', summary.offline],
  ] as const) {
    if (rows.length > 0) {
      parts.push(
        `${title}\n${table(
          ['count', 'tenant', 'page kind'],
          rows.map((row) => [String(row.count), row.tenant, row.pageKind]),
        )}`,
      );
    }
  }
  return `${parts.join('\n\n')}\n`;
}
