/**
 * Where the time of a build goes: `next build`'s own phases, read from the lines it prints, and
 * the steps the project runs on the export afterwards. bench:build prices each phase per extra
 * tenant and per extra page, so a round that grew shows which phase grew.
 */
export type PhaseTime = { phase: string; seconds: number };

/** next build's lines that open a phase; the first match names it. */
const PHASE_LINES: [RegExp, string][] = [
  [/Creating an optimized production build/, 'compile'],
  [/Compiled successfully|Compiled with warnings/, 'after compile'],
  [/Running TypeScript|Linting and checking/, 'type check'],
  [/Collecting page data/, 'collect page data'],
  [/Generating static pages/, 'generate pages'],
  [/Finalizing page optimization|Collecting build traces/, 'finalize and export'],
  [/Exporting/, 'export'],
];

export function phaseOfLine(line: string): string | null {
  return PHASE_LINES.find(([pattern]) => pattern.test(line))?.[1] ?? null;
}

/**
 * Marks the time each phase opens as next build's lines arrive (a phase seen again is the same
 * phase going on), the time next build exits, and the post-steps it is handed.
 */
export class BuildClock {
  private readonly started: number;
  private readonly marks: { phase: string; at: number }[] = [];
  private exited: number | null = null;
  private readonly steps: PhaseTime[] = [];

  constructor(private readonly now: () => number = () => performance.now()) {
    this.started = now();
    this.marks.push({ phase: 'start', at: this.started });
  }

  line(text: string): void {
    const phase = phaseOfLine(text);
    if (phase && !this.marks.some((mark) => mark.phase === phase)) this.marks.push({ phase, at: this.now() });
  }

  nextExited(): void {
    this.exited = this.now();
  }

  step<T>(name: string, work: () => T): T {
    const from = this.now();
    const result = work();
    this.steps.push({ phase: `post: ${name}`, seconds: (this.now() - from) / 1000 });
    return result;
  }

  async stepAsync<T>(name: string, work: () => Promise<T>): Promise<T> {
    const from = this.now();
    const result = await work();
    this.steps.push({ phase: `post: ${name}`, seconds: (this.now() - from) / 1000 });
    return result;
  }

  phases(): PhaseTime[] {
    const end = this.exited ?? this.now();
    const next = this.marks.map((mark, i) => ({
      phase: mark.phase,
      seconds: ((this.marks[i + 1]?.at ?? end) - mark.at) / 1000,
    }));
    return [...next, ...this.steps];
  }
}

/** Runs one post-step of the build and appends its time to `phases`. */
export async function timedStep<T>(
  phases: PhaseTime[],
  name: string,
  work: () => T | Promise<T>,
): Promise<T> {
  const from = performance.now();
  const result = await work();
  phases.push({ phase: `post: ${name}`, seconds: (performance.now() - from) / 1000 });
  return result;
}

/** Where build-sites writes its tenants, pages and phases for bench:build (PORTAL_BUILD_PHASES=FILE). */
export const PHASES_FILE_ENV = 'PORTAL_BUILD_PHASES';

export type MeasuredBuild = { tenants: number; pages: number; phases: PhaseTime[] };
export type MarginalCost = {
  phase: string;
  small: number;
  large: number;
  perTenant: number;
  perPage: number;
};

/** Each phase of two builds of different size, and what one more tenant and one more page add to it. */
export function marginalCosts(small: MeasuredBuild, large: MeasuredBuild): MarginalCost[] {
  const names = [...new Set([...small.phases, ...large.phases].map((time) => time.phase))];
  const of = (build: MeasuredBuild, phase: string) =>
    build.phases.find((time) => time.phase === phase)?.seconds ?? 0;
  const tenants = large.tenants - small.tenants;
  const pages = large.pages - small.pages;
  return names.map((phase) => {
    const [a, b] = [of(small, phase), of(large, phase)];
    return {
      phase,
      small: a,
      large: b,
      perTenant: tenants > 0 ? (b - a) / tenants : 0,
      perPage: pages > 0 ? (b - a) / pages : 0,
    };
  });
}
