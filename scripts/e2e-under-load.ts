/**
 * `npm run test:e2e:load -- [--runs N] [--throttle RATE] [--busy] [playwright args…]`: runs the
 * browser suite (project `chromium` unless a `--project` is given; or the files and `--grep` passed
 * on) N times under load — every page's CPU slowed RATE times by Chromium (`E2E_CPU_THROTTLE`),
 * and with `--busy` a busy loop holding one core — then prints, for each test that failed at least
 * once, how many runs it failed and the first line of its first error. A flaky test shows up here
 * rather than as one red run in twenty.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { argValue, hasFlag } from './lib/cli';
import { playwrightOutcomes, type TestOutcome } from './lib/playwright-report';

const ownOptions = new Set(['--runs', '--throttle']);

/** The arguments meant for Playwright: all but this script's own. */
function playwrightArgs(argv: string[]): string[] {
  const passed: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (ownOptions.has(arg)) index += 1;
    else if (!arg.startsWith('--runs=') && !arg.startsWith('--throttle=') && arg !== '--busy')
      passed.push(arg);
  }
  if (!passed.some((arg) => arg.startsWith('--project'))) passed.push('--project=chromium');
  return passed;
}

/** One core kept busy for as long as the runs last, as a build beside the suite would. */
function busyCore(): Worker {
  return new Worker('for (;;) {}', { eval: true });
}

function runOnce(args: string[], rate: number, run: number): TestOutcome[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-load-'));
  const report = path.join(dir, 'report.json');
  try {
    const result = spawnSync('npx', ['playwright', 'test', '--reporter=json', ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        E2E_CPU_THROTTLE: String(rate),
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    });
    // Playwright writes no report when it never ran the suite (a bad argument, a missing build).
    if (!existsSync(report)) {
      console.error(
        `[load] run ${run}: Playwright ran no tests (exit ${result.status}); see its output above`,
      );
      process.exit(2);
    }
    const outcomes = playwrightOutcomes(JSON.parse(readFileSync(report, 'utf8')));
    const failed = outcomes.filter((outcome) => !outcome.passed).length;
    console.log(`[load] run ${run}: ${outcomes.length} tests, ${failed} failed (exit ${result.status})`);
    return outcomes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function printTable(runs: TestOutcome[][]) {
  const byTest = new Map<string, { runs: number; failures: number; firstError: string }>();
  for (const outcome of runs.flat()) {
    const row = byTest.get(outcome.title) ?? { runs: 0, failures: 0, firstError: '' };
    row.runs += 1;
    if (!outcome.passed) {
      row.failures += 1;
      row.firstError ||= outcome.firstError;
    }
    byTest.set(outcome.title, row);
  }
  const failing = [...byTest]
    .filter(([, row]) => row.failures > 0)
    .sort((a, b) => b[1].failures - a[1].failures);
  console.log(`\n[load] ${byTest.size} tests, ${failing.length} failed at least once`);
  if (failing.length === 0) return;
  console.log(['test', 'runs', 'failures', 'first error'].join('\t'));
  for (const [title, row] of failing)
    console.log([title, row.runs, row.failures, row.firstError.slice(0, 160)].join('\t'));
}

function main() {
  const argv = process.argv.slice(2);
  const runs = Number(argValue(argv, 'runs') ?? 3);
  const rate = Number(argValue(argv, 'throttle') ?? 4);
  if (!Number.isInteger(runs) || runs < 1 || !(rate >= 1)) {
    console.error('[load] --runs must be a whole number ≥ 1 and --throttle a rate ≥ 1');
    process.exit(2);
  }
  const args = playwrightArgs(argv);
  const busy = hasFlag(argv, 'busy') ? busyCore() : null;
  console.log(
    `[load] ${runs} run(s), CPU throttled ×${rate}${busy ? ', one core busy' : ''}: ${args.join(' ')}`,
  );
  const outcomes: TestOutcome[][] = [];
  try {
    for (let run = 1; run <= runs; run += 1) outcomes.push(runOnce(args, rate, run));
  } finally {
    void busy?.terminate();
  }
  printTable(outcomes);
  process.exit(outcomes.flat().some((outcome) => !outcome.passed) ? 1 : 0);
}

main();
