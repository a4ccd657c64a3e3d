import * as z from 'zod/mini';

/**
 * The part of Playwright's JSON reporter output the load script reads: suites nest (file, then
 * describe blocks), each spec holds one test per project, each test one result per attempt.
 */
const resultSchema = z.object({
  status: z.string(),
  errors: z._default(z.array(z.object({ message: z.optional(z.string()) })), []),
});
const specSchema = z.object({
  title: z.string(),
  file: z.string(),
  line: z.number(),
  tests: z.array(
    z.object({
      projectName: z.optional(z.string()),
      status: z.optional(z.string()),
      results: z.array(resultSchema),
    }),
  ),
});
type Suite = { title: string; specs: z.infer<typeof specSchema>[]; suites: Suite[] };
const suiteSchema: z.ZodMiniType<Suite> = z.object({
  title: z.string(),
  specs: z._default(z.array(specSchema), []),
  get suites() {
    return z._default(z.array(suiteSchema), []);
  },
});
const reportSchema = z.object({ suites: z._default(z.array(suiteSchema), []) });

export type TestOutcome = { title: string; passed: boolean; firstError: string };

/** The first line of a message that says something (Playwright's start with colour codes). */
function firstLine(message: string | undefined): string {
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}

/** One outcome per test and project of a run; skipped tests are left out. */
export function playwrightOutcomes(json: unknown): TestOutcome[] {
  const outcomes: TestOutcome[] = [];
  const walk = (suite: Suite, path: string[]) => {
    const inner = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        if (!last || last.status === 'skipped') continue;
        const project = test.projectName ? ` [${test.projectName}]` : '';
        outcomes.push({
          title: `${spec.file}:${spec.line} ${[...inner, spec.title].join(' › ')}${project}`,
          passed: last.status === 'passed',
          firstError: firstLine(last.errors[0]?.message) || last.status,
        });
      }
    }
    for (const child of suite.suites) walk(child, inner);
  };
  for (const suite of reportSchema.parse(json).suites) walk(suite, []);
  return outcomes;
}
