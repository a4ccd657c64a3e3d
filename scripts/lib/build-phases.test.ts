import { describe, expect, it } from 'vitest';
import { BuildClock, marginalCosts, phaseOfLine } from './build-phases';

describe('the phases of a build', () => {
  it('reads where next build is from the lines it prints', () => {
    expect(phaseOfLine('   ▲ Next.js 16.4.6 (Turbopack)')).toBeNull();
    expect(phaseOfLine('   Creating an optimized production build ...')).toBe('compile');
    expect(phaseOfLine(' ✓ Compiled successfully in 41s')).toBe('after compile');
    expect(phaseOfLine('   Running TypeScript ...')).toBe('type check');
    expect(phaseOfLine('   Collecting page data using 1 worker ...')).toBe('collect page data');
    expect(phaseOfLine('   Generating static pages using 1 worker (0/31) ...')).toBe('generate pages');
    expect(phaseOfLine('   Generating static pages using 1 worker (23/31)')).toBe('generate pages');
    expect(phaseOfLine('   Finalizing page optimization ...')).toBe('finalize and export');
  });

  it('times each phase from its first line to the next phase, and each post-step on its own', () => {
    let now = 0;
    const clock = new BuildClock(() => now);
    const lines: [number, string][] = [
      [1_000, '   Creating an optimized production build ...'],
      [41_000, ' ✓ Compiled successfully in 40s'],
      [42_000, '   Collecting page data using 1 worker ...'],
      [45_000, '   Generating static pages using 1 worker (0/31) ...'],
      [50_000, '   Generating static pages using 1 worker (31/31)'],
      [95_000, '   Finalizing page optimization ...'],
    ];
    for (const [at, line] of lines) {
      now = at;
      clock.line(line);
    }
    now = 97_000;
    clock.nextExited();
    clock.step('script policy', () => {
      now = 99_500;
    });
    expect(clock.phases()).toEqual([
      { phase: 'start', seconds: 1 },
      { phase: 'compile', seconds: 40 },
      { phase: 'after compile', seconds: 1 },
      { phase: 'collect page data', seconds: 3 },
      { phase: 'generate pages', seconds: 50 },
      { phase: 'finalize and export', seconds: 2 },
      { phase: 'post: script policy', seconds: 2.5 },
    ]);
  });

  it('prices an extra tenant and an extra page of each phase from a small and a large build', () => {
    /** A build of that many tenants and pages whose compile and page generation took those seconds. */
    const build = (tenants: number, pages: number, compile: number, generate: number) => ({
      tenants,
      pages,
      phases: [
        { phase: 'compile', seconds: compile },
        { phase: 'generate pages', seconds: generate },
      ],
    });
    const [small, large] = [build(1, 31, 40, 3), build(11, 331, 44, 27)];
    expect(marginalCosts(small, large)).toEqual([
      { phase: 'compile', small: 40, large: 44, perTenant: 0.4, perPage: 4 / 300 },
      { phase: 'generate pages', small: 3, large: 27, perTenant: 2.4, perPage: 0.08 },
    ]);
  });
});
