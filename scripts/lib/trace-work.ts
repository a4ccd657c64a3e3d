/**
 * The renderer main thread's work by kind, from a Chromium trace (`devtools.timeline`): each
 * event's self time (its length less that of the events inside it) summed by the kind of work it is
 * (parsing the HTML, compiling and running script, style, layout, paint, …), inside a window of
 * the trace's clock (µs). What a CPU profile calls `(program)` is mostly these.
 */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};

/** Trace event names grouped into the kinds of work a reader of the table knows. */
const kinds: Array<[RegExp, string]> = [
  [/^ParseHTML$/, 'parse HTML'],
  [
    /^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.produceCache|v8\.deserializeOnBackground|CompileScript|v8\.parseOnBackground)/i,
    'compile script',
  ],
  [
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|v8\.callFunction|V8\.Execute|TimerFire|FireAnimationFrame|RunMicrotasks|EventDispatch|XHRReadyStateChange|FireIdleCallback|v8\.run)/,
    'run script',
  ],
  [/^(MinorGC|MajorGC|V8\.GC|BlinkGC|ThreadState::)/, 'garbage collection'],
  [
    /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation|StyleRecalc)/,
    'style',
  ],
  [/^(Layout|UpdateLayout|LayoutShift)$/, 'layout'],
  [/^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|PaintImage|RasterTask|Decode.*)$/, 'paint'],
  [/^(ResourceReceivedData|ResourceSendRequest|ResourceReceiveResponse|ResourceFinish)$/, 'network events'],
];

export function kindOfWork(name: string): string {
  return kinds.find(([pattern]) => pattern.test(name))?.[1] ?? 'other (a task outside these)';
}

/** Self time (ms) by kind of work on the thread `tid` of `pid`, inside [from, to) µs. */
export function workByKind(
  events: TraceEvent[],
  thread: { pid: number; tid: number },
  window: { from: number; to: number },
): Map<string, number> {
  const own = events
    .filter(
      (event) =>
        event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && (event.dur ?? 0) > 0,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  // Open events, outermost first: a child's time is taken from its parent's self time.
  const open: Array<{ end: number; kind: string }> = [];
  const add = (kind: string, micros: number) => totals.set(kind, (totals.get(kind) ?? 0) + micros / 1000);
  const clipped = (from: number, to: number) =>
    Math.max(0, Math.min(to, window.to) - Math.max(from, window.from));
  for (const event of own) {
    const end = event.ts + event.dur!;
    while (open.length > 0 && open.at(-1)!.end <= event.ts) open.pop();
    const kind = kindOfWork(event.name);
    // The parent keeps the kind of work it is; a child of no known kind counts as its parent's.
    const parent = open.at(-1);
    const counted = kind === kindOfWork('') && parent ? parent.kind : kind;
    add(counted, clipped(event.ts, end));
    if (parent) add(parent.kind, -clipped(event.ts, Math.min(end, parent.end)));
    open.push({ end, kind: counted });
  }
  return totals;
}

/**
 * The renderer main thread (`CrRendererMain`) that ran the page: the busiest one, since a first
 * navigation from about:blank moves to a renderer of its own and the blank one stays in the trace.
 */
export function rendererMainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const named = events.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const busy = (thread: TraceEvent) =>
    events
      .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const busiest = named.map((thread) => [thread, busy(thread)] as const).sort((a, b) => b[1] - a[1])[0]?.[0];
  return busiest ? { pid: busiest.pid, tid: busiest.tid } : undefined;
}
