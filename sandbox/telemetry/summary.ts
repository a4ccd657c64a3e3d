import type { FieldRow } from './store';

export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

export type Percentile = { p75: number; count: number };

export type VitalGroup = {
  tenant: string;
  pageKind: string;
  viewport: string;
  vitals: Partial<Record<VitalName, Percentile>>;
};

export type CountedRow = { tenant: string; pageKind: string; count: number };
export type ErrorGroup = CountedRow & { message: string; frame: string };
export type CallGroup = CountedRow & { call: string; outcome: string; status: string; p75DurationMs: number };
/** Answers the pages read leniently: which call, which field, and whether an item or a value was left out. */
export type LenientGroup = { tenant: string; call: string; field: string; left: string; count: number };
/**
 * Sign-ins a failing token call ended: the step (`codeExchange`, `userInfo`, `refresh`), the kind
 * of failure and the status, per tenant.
 */
export type SignInFailureGroup = {
  tenant: string;
  step: string;
  outcome: string;
  status: string;
  count: number;
};

export type FieldSummary = {
  /** The window's start, ISO. */
  since: string;
  records: number;
  vitals: VitalGroup[];
  errors: ErrorGroup[];
  calls: CallGroup[];
  chunks: CountedRow[];
  offline: CountedRow[];
  lenient: LenientGroup[];
  signIns: SignInFailureGroup[];
};

/**
 * The 75th percentile as Chrome's field data reports it: the value three in four page views reach
 * or beat, by nearest rank (an observed value, never an interpolation between two).
 */
export function p75(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('p75 of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const list = groups.get(name);
    if (list) list.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
const byCount = (a: CountedRow, b: CountedRow) => b.count - a.count;

function lenientReads(rows: readonly FieldRow[]): LenientGroup[] {
  const of = (row: FieldRow) => [
    row.tenant,
    text(row.attributes['call.name']),
    text(row.attributes['answer.field']),
    text(row.attributes['answer.left_out']),
  ];
  return [
    ...groupBy(
      rows.filter((row) => row.eventName === 'answer_lenient'),
      (row) => of(row).join('\u0000'),
    ).values(),
  ]
    .map((group) => {
      const [tenant, call, field, left] = of(group[0]!) as [string, string, string, string];
      return { tenant, call, field, left, count: group.length };
    })
    .sort((a, b) => b.count - a.count);
}

/** The status a failed call's record names: its HTTP status, else the envelope's ErrorCode. */
function statusOf(row: FieldRow): string {
  if (row.attributes['call.http_status'] !== undefined) return `HTTP ${row.attributes['call.http_status']}`;
  if (row.attributes['call.error_code'] !== undefined)
    return `ErrorCode ${row.attributes['call.error_code']}`;
  return '';
}

function failedSignIns(rows: readonly FieldRow[]): SignInFailureGroup[] {
  const of = (row: FieldRow) => [
    row.tenant,
    text(row.attributes['call.name']),
    text(row.attributes['call.outcome']),
    statusOf(row),
  ];
  return [
    ...groupBy(
      rows.filter((row) => row.eventName === 'sign_in_failed'),
      (row) => of(row).join('\u0000'),
    ).values(),
  ]
    .map((group) => {
      const [tenant, step, outcome, status] = of(group[0]!) as [string, string, string, string];
      return { tenant, step, outcome, status, count: group.length };
    })
    .sort((a, b) => b.count - a.count);
}

/**
 * What a release engineer reads (`npm run field`): p75 of each measure per tenant × page kind ×
 * phone/desktop with its count, then the errors, failing calls, failed sign-ins, failed chunks and
 * offline answers counted by what they were and where.
 */
export function summarizeField(rows: readonly FieldRow[], sinceMs: number): FieldSummary {
  const vitals: VitalGroup[] = [];
  const measured = rows.filter((row) => row.eventName === 'web_vital');
  for (const group of groupBy(
    measured,
    (row) => `${row.tenant}\u0000${row.pageKind}\u0000${row.viewport}`,
  ).values()) {
    const first = group[0]!;
    const entry: VitalGroup = {
      tenant: first.tenant,
      pageKind: first.pageKind,
      viewport: first.viewport,
      vitals: {},
    };
    for (const name of vitalNames) {
      const values = group
        .filter((row) => row.attributes['web_vital.name'] === name)
        .map((row) => Number(row.attributes['web_vital.value']))
        .filter(Number.isFinite);
      if (values.length > 0) entry.vitals[name] = { p75: p75(values), count: values.length };
    }
    vitals.push(entry);
  }
  vitals.sort((a, b) =>
    `${a.tenant} ${a.pageKind} ${a.viewport}`.localeCompare(`${b.tenant} ${b.pageKind} ${b.viewport}`),
  );

  const errors = [
    ...groupBy(
      rows.filter((row) => row.eventName === 'error'),
      (row) =>
        [
          row.tenant,
          row.pageKind,
          text(row.attributes['error.message']),
          text(row.attributes['error.frame']),
        ].join('\u0000'),
    ).values(),
  ].map((group) => ({
    tenant: group[0]!.tenant,
    pageKind: group[0]!.pageKind,
    message: text(group[0]!.attributes['error.message']),
    frame: text(group[0]!.attributes['error.frame']),
    count: group.length,
  }));

  const calls = [
    ...groupBy(
      rows.filter((row) => row.eventName === 'call_failed'),
      (row) =>
        [
          row.tenant,
          row.pageKind,
          text(row.attributes['call.name']),
          text(row.attributes['call.outcome']),
          statusOf(row),
        ].join('\u0000'),
    ).values(),
  ].map((group) => ({
    tenant: group[0]!.tenant,
    pageKind: group[0]!.pageKind,
    call: text(group[0]!.attributes['call.name']),
    outcome: text(group[0]!.attributes['call.outcome']),
    status: statusOf(group[0]!),
    p75DurationMs: p75(group.map((row) => Number(row.attributes['call.duration_ms']) || 0)),
    count: group.length,
  }));

  const counted = (name: string): CountedRow[] =>
    [
      ...groupBy(
        rows.filter((row) => row.eventName === name),
        (row) => `${row.tenant}\u0000${row.pageKind}`,
      ).values(),
    ]
      .map((group) => ({ tenant: group[0]!.tenant, pageKind: group[0]!.pageKind, count: group.length }))
      .sort(byCount);

  return {
    since: new Date(sinceMs).toISOString(),
    records: rows.length,
    vitals,
    errors: errors.sort(byCount),
    calls: calls.sort(byCount),
    chunks: counted('chunk_failed'),
    offline: counted('offline_answer'),
    lenient: lenientReads(rows),
    signIns: failedSignIns(rows),
  };
}
