import type { FieldSummary } from '../../../sandbox/telemetry/summary';
import { named, words } from './words';

/** One table of the report's records: its heading, its columns and a row of text per record. */
export type RecordTable = { title: string; columns: string[]; rows: string[][] };

/**
 * The report's tables of records, in the order both reports print them: failed sign-ins, errors,
 * failing calls, answers read leniently, failed chunks and offline answers. The text report and the
 * HTML report draw the same tables, so they are laid out once here.
 */
export function recordTables(summary: FieldSummary): RecordTable[] {
  const { sections, columns } = words;
  return [
    {
      title: sections.signIns,
      columns: [columns.count, columns.tenant, columns.step, columns.failure, columns.status],
      rows: summary.signIns.map((failure) => [
        String(failure.count),
        failure.tenant,
        named(words.steps, failure.step),
        named(words.failures, failure.outcome),
        failure.status,
      ]),
    },
    {
      title: sections.errors,
      columns: [columns.count, columns.tenant, columns.pageKind, columns.message, columns.frame],
      rows: summary.errors.map((error) => [
        String(error.count),
        error.tenant,
        error.pageKind,
        error.message,
        error.frame,
      ]),
    },
    {
      title: sections.calls,
      columns: [
        columns.count,
        columns.tenant,
        columns.pageKind,
        columns.call,
        columns.outcome,
        columns.status,
        columns.p75Ms,
      ],
      rows: summary.calls.map((call) => [
        String(call.count),
        call.tenant,
        call.pageKind,
        call.call,
        call.outcome,
        call.status,
        String(Math.round(call.p75DurationMs)),
      ]),
    },
    {
      title: sections.lenient,
      columns: [columns.count, columns.tenant, columns.call, columns.field, columns.leftOut],
      rows: summary.lenient.map((read) => [
        String(read.count),
        read.tenant,
        read.call,
        read.field,
        named(words.leftOut, read.left),
      ]),
    },
    ...(
      [
        [sections.chunks, summary.chunks],
        [sections.offline, summary.offline],
      ] as const
    ).map(([title, records]) => ({
      title,
      columns: [columns.count, columns.tenant, columns.pageKind],
      rows: records.map((record) => [String(record.count), record.tenant, record.pageKind]),
    })),
  ];
}
