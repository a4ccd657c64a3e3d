import { describe, expect, it } from 'vitest';
import { playwrightOutcomes } from './playwright-report';

const spec = (title: string, line: number, status: string, message?: string) => ({
  title,
  file: 'a.spec.ts',
  line,
  tests: [
    {
      projectName: 'chromium',
      results: [{ status, errors: message === undefined ? [] : [{ message }] }],
    },
  ],
});

describe('playwrightOutcomes', () => {
  it('names each test by file, line, describe blocks and project, with its first error line', () => {
    const report = {
      suites: [
        {
          title: 'a.spec.ts',
          specs: [spec('passes', 3, 'passed')],
          suites: [
            {
              title: 'a group',
              specs: [
                spec(
                  'times out',
                  9,
                  'timedOut',
                  '\u001b[31mTest timeout of 30000ms exceeded.\u001b[39m\n\nmore',
                ),
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightOutcomes(report)).toEqual([
      { title: 'a.spec.ts:3 passes [chromium]', passed: true, firstError: 'passed' },
      {
        title: 'a.spec.ts:9 a group › times out [chromium]',
        passed: false,
        firstError: 'Test timeout of 30000ms exceeded.',
      },
    ]);
  });

  it('leaves skipped tests out and reads a report without suites as empty', () => {
    expect(
      playwrightOutcomes({ suites: [{ title: 'a.spec.ts', specs: [spec('skipped', 1, 'skipped')] }] }),
    ).toEqual([]);
    expect(playwrightOutcomes({ config: {} })).toEqual([]);
  });
});
