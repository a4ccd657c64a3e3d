/** The parts of a DevTools CPU profile (`Profiler.stop`) that self time is counted from. */
export type CpuProfile = {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }>;
  samples?: number[];
  timeDeltas?: number[];
  /** When profiling started, in µs of the browser's monotonic clock (the one traces use). */
  startTime?: number;
};

/** A stretch of the profile's clock, in µs: only samples taken inside it are counted. */
export type ProfileWindow = { fromMicros: number; toMicros: number };

export type SelfTime = { name: string; ms: number };

/** Where a position of a built chunk came from (zero-based line and column, as profiles give them). */
export type Locate = (
  url: string,
  line: number,
  column: number,
) => { source: string; line: number } | undefined;

/**
 * Self time (ms) per script and per function of a profile, largest first: a sample's interval goes
 * to the node it was taken in, as DevTools' bottom-up view counts it. `origin` is cut from
 * addresses; the engine's own nodes ((program), (garbage collector), (idle)) keep their names.
 * With `locate` (a build with source maps), functions are named by their source and line, and
 * `sources` sums self time per source file, minified chunks of many modules being hard to read.
 * With `window`, only the samples taken inside it count (what ran between two moments of a visit).
 */
export function selfTimes(
  profile: CpuProfile,
  origin = '',
  locate?: Locate,
  window?: ProfileWindow,
): { scripts: SelfTime[]; functions: SelfTime[]; sources: SelfTime[] } {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const bySource = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let takenAt = profile.startTime ?? 0;
  samples.forEach((id, index) => {
    // timeDeltas[i] is the time since the sample before; the next one's delta is this one's length.
    takenAt += deltas[index] ?? 0;
    if (window && (takenAt < window.fromMicros || takenAt >= window.toMicros)) return;
    const micros = deltas[index + 1] ?? 0;
    const frame = frames.get(id);
    if (!frame || micros <= 0) return;
    const script = frame.url ? frame.url.replace(origin, '') : frame.functionName || '(anonymous)';
    const found = frame.url ? locate?.(frame.url, frame.lineNumber, frame.columnNumber) : undefined;
    const where = found
      ? `${found.source}:${found.line}`
      : frame.url
        ? `${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
        : script;
    const source = found?.source ?? script;
    bySource.set(source, (bySource.get(source) ?? 0) + micros / 1000);
    const name = frame.url ? `${frame.functionName || '(anonymous)'}  ${where}` : script;
    byScript.set(script, (byScript.get(script) ?? 0) + micros / 1000);
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros / 1000);
  });
  const sorted = (totals: Map<string, number>) =>
    [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return { scripts: sorted(byScript), functions: sorted(byFunction), sources: sorted(bySource) };
}
