/** The figures of one tap over its runs, and the table `npm run bench:taps` prints. */

export const TAP_GOAL_MS = 200;

/** One run of one tap. `nextPaint` null: the page saw the tap but reported no entry, so under 16 ms. */
export type TapRun = {
  nextPaint: number | null;
  inputDelay: number;
  processing: number;
  presentation: number;
  /** From the touch to the end of the frame that showed the answer. */
  shown: number;
};

export type TapRow = { tenant: string; tap: string; runs: TapRun[] };

/** Below the threshold the API has no entry: counted as 16 ms, printed as "<16". */
const UNDER_THRESHOLD = 16;

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const paintOf = (run: TapRun) => run.nextPaint ?? UNDER_THRESHOLD;

/**
 * Within the goal when both medians are: the next paint (what Event Timing measures), and the
 * answer on screen (a next paint that shows nothing new, e.g. a sheet whose code is still
 * loading, has not answered the tap).
 */
export function passes(row: TapRow): boolean {
  return (
    row.runs.length > 0 &&
    median(row.runs.map(paintOf)) <= TAP_GOAL_MS &&
    median(row.runs.map((run) => run.shown)) <= TAP_GOAL_MS
  );
}

function ms(value: number): string {
  return Number.isNaN(value) ? '–' : value <= UNDER_THRESHOLD ? '<16' : String(Math.round(value));
}

export const tapTableHeader = [
  'tenant',
  'tap',
  'runs',
  'next paint median',
  'min',
  'max',
  'delay / processing / presentation',
  'shown median',
  `≤ ${TAP_GOAL_MS} ms`,
];

export function tapTableRow(row: TapRow): string[] {
  const paints = row.runs.map(paintOf);
  const part = (pick: (run: TapRun) => number) => String(Math.round(median(row.runs.map(pick))));
  return [
    row.tenant,
    row.tap,
    String(row.runs.length),
    ms(median(paints)),
    ms(Math.min(...paints)),
    ms(Math.max(...paints)),
    row.runs.length === 0
      ? '–'
      : `${part((run) => run.inputDelay)} / ${part((run) => run.processing)} / ${part((run) => run.presentation)}`,
    ms(median(row.runs.map((run) => run.shown))),
    passes(row) ? 'pass' : 'FAIL',
  ];
}

export function markdownTable(rows: readonly string[][]): string {
  return rows.map((row) => `| ${row.join(' | ')} |`).join('\n');
}
