/**
 * What Lighthouse's simulated largest paint waited for. Its mobile LCP is not the paint it saw: it
 * replays the load on a slow phone (Lantern), once with the requests and tasks it judges the paint
 * needed (optimistic) and once with every request that ended, and every task that ran, before the
 * paint it saw (pessimistic), and reports the mean. So a request that merely finished before the
 * observed paint (a chunk of a part asked for while the content was drawn, a picture further down)
 * is charged to the paint in the pessimistic replay. These lines name what each replay held and
 * what finished last in it, which is where its time went: each item with what it waited for (the
 * dependency that ended last), each main-thread task with what it did (the scripts it evaluated,
 * else the kinds of its work).
 */
import type { RunnerResult } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

type NodeTiming = { startTime: number; endTime: number; duration: number };
/** The parts of a Lantern graph node these lines read (network requests and main-thread tasks). */
type SimulatedNode = {
  type: string;
  request?: { url: string; transferSize: number; resourceType?: string };
  getDependencies(): SimulatedNode[];
  /** A task's own trace events (its scripts evaluated, functions called, layouts, paints). */
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
};
type Estimate = { timeInMs: number; nodeTimings: Map<SimulatedNode, NodeTiming> };

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
/** The file name an address ends in, `/` for the site's root. */
const fileOf = (url: string) => pathOf(url).replace(/^.*\//, '') || '/';

/** What a task did, by its trace events: the scripts it evaluated, else the kinds of its work. */
function taskWork(node: SimulatedNode): string {
  const events = node.childEvents ?? [];
  const evaluated = events
    .filter((event) => event.name === 'EvaluateScript' && event.args?.data?.url)
    .map((event) => fileOf(event.args!.data!.url!));
  if (evaluated.length > 0) return `evaluates ${evaluated.join(' ')}`;
  const kinds = new Set(
    events
      .map((event) => event.name)
      .filter((name) =>
        /^(FunctionCall|TimerFire|Layout|Paint|ParseHTML|EventDispatch|FireAnimationFrame|RunMicrotasks|v8\.compile|HandlePostMessage)$/.test(
          name,
        ),
      ),
  );
  return [...kinds].join(' ') || 'other work';
}

function describe(node: SimulatedNode, timing: NodeTiming): string {
  if (node.type !== 'network' || !node.request)
    return `main-thread task ${timing.duration.toFixed(0)} ms (${taskWork(node)})`;
  return `${node.request.resourceType ?? 'Other'} ${kib(node.request.transferSize)} KiB ${pathOf(node.request.url)}`;
}

/** The item a replayed item waited for last: the one of its dependencies that ended latest. */
function waitedFor(node: SimulatedNode, timings: Map<SimulatedNode, NodeTiming>): string {
  let last: [SimulatedNode, NodeTiming] | null = null;
  for (const dependency of node.getDependencies()) {
    const timing = timings.get(dependency);
    if (timing && (!last || timing.endTime > last[1].endTime)) last = [dependency, timing];
  }
  if (!last) return '';
  const [dependency, timing] = last;
  const name =
    dependency.type === 'network' && dependency.request
      ? fileOf(dependency.request.url)
      : `the task ending ${timing.endTime.toFixed(0)} ms`;
  return `  ← ${name}`;
}

/** One replay: its total, what it held by kind, and its last `tail` items to finish. */
function replayLines(name: string, estimate: Estimate, tail: number): string[] {
  const entries = [...estimate.nodeTimings].sort(([, a], [, b]) => a.endTime - b.endTime);
  const bytesByKind = new Map<string, number>();
  let taskMs = 0;
  for (const [node, timing] of entries) {
    if (node.type === 'network' && node.request) {
      const kind = node.request.resourceType ?? 'Other';
      bytesByKind.set(kind, (bytesByKind.get(kind) ?? 0) + node.request.transferSize);
    } else taskMs += timing.duration;
  }
  const held = [...bytesByKind]
    .sort(([, a], [, b]) => b - a)
    .map(([kind, bytes]) => `${kind} ${kib(bytes)}`)
    .join(', ');
  return [
    `${name} ${estimate.timeInMs.toFixed(0)} ms: ${held} KiB; main thread ${taskMs.toFixed(0)} ms`,
    ...entries
      .slice(-tail)
      .map(
        ([node, timing]) =>
          `    ends ${timing.endTime.toFixed(0).padStart(5)} ms  ${describe(node, timing)}${waitedFor(node, estimate.nodeTimings)}`,
      ),
  ];
}

/** The two replays behind a mobile run's LCP figure, as lines to print. */
export async function simulatedPaintLines(result: RunnerResult, tail = 6): Promise<string[]> {
  const { artifacts, lhr } = result;
  const settings = lhr.configSettings;
  const metric = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
      simulator: null,
    },
    { computedCache: new Map(), settings } as unknown as Parameters<
      typeof LanternLargestContentfulPaint.request
    >[1],
  );
  return [
    `simulated LCP ${metric.timing.toFixed(0)} ms, the mean of two replays:`,
    ...replayLines('  optimistic', metric.optimisticEstimate as unknown as Estimate, tail),
    ...replayLines('  pessimistic', metric.pessimisticEstimate as unknown as Estimate, tail),
  ];
}
