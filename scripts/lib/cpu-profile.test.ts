import { describe, expect, it } from 'vitest';
import { selfTimes, type CpuProfile } from './cpu-profile';

const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber: 4,
});

describe('self times of a CPU profile', () => {
  it('gives each sample the interval up to the next one, per script and per function', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)') },
        { id: 2, callFrame: frame('hydrate', 'http://127.0.0.1:1/_next/static/chunks/a.js', 9) },
        { id: 3, callFrame: frame('parse', 'http://127.0.0.1:1/_next/static/chunks/b.js') },
        { id: 4, callFrame: frame('(garbage collector)') },
      ],
      samples: [2, 2, 3, 4, 2],
      timeDeltas: [0, 1000, 3000, 500, 250],
    };
    const { scripts, functions } = selfTimes(profile, 'http://127.0.0.1:1');
    expect(scripts).toEqual([
      { name: '/_next/static/chunks/a.js', ms: 4 },
      { name: '/_next/static/chunks/b.js', ms: 0.5 },
      { name: '(garbage collector)', ms: 0.25 },
    ]);
    expect(functions[0]).toEqual({ name: 'hydrate  /_next/static/chunks/a.js:10:5', ms: 4 });
  });

  it('names functions by their source and sums self time per source when a map locates them', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('a', 'http://127.0.0.1:1/_next/static/chunks/a.js', 0) },
        { id: 2, callFrame: frame('b', 'http://127.0.0.1:1/_next/static/chunks/a.js', 1) },
        { id: 3, callFrame: frame('c', 'http://127.0.0.1:1/_next/static/chunks/c.js', 0) },
      ],
      samples: [1, 2, 3, 3],
      timeDeltas: [0, 1000, 2000, 500],
    };
    const locate = (url: string, line: number) =>
      url.endsWith('a.js') ? { source: 'components/list.tsx', line: line * 10 + 1 } : undefined;
    const { functions, sources } = selfTimes(profile, 'http://127.0.0.1:1', locate);
    expect(functions).toEqual([
      { name: 'b  components/list.tsx:11', ms: 2 },
      { name: 'a  components/list.tsx:1', ms: 1 },
      { name: 'c  /_next/static/chunks/c.js:1:5', ms: 0.5 },
    ]);
    expect(sources).toEqual([
      { name: 'components/list.tsx', ms: 3 },
      { name: '/_next/static/chunks/c.js', ms: 0.5 },
    ]);
  });

  it('counts, with a window, only the samples taken inside it', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('hydrate', 'http://127.0.0.1:1/a.js') },
        { id: 2, callFrame: frame('render', 'http://127.0.0.1:1/b.js') },
      ],
      // Taken at 10 000, 11 000, 14 000 and 14 500 µs.
      samples: [1, 2, 2, 1],
      timeDeltas: [0, 1000, 3000, 500, 250],
      startTime: 10_000,
    };
    const { scripts } = selfTimes(profile, 'http://127.0.0.1:1', undefined, {
      fromMicros: 11_000,
      toMicros: 14_500,
    });
    expect(scripts).toEqual([{ name: '/b.js', ms: 3.5 }]);
  });

  it('counts nothing for a profile without samples', () => {
    expect(selfTimes({ nodes: [] })).toEqual({ scripts: [], functions: [], sources: [] });
  });
});
