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

  it('counts nothing for a profile without samples', () => {
    expect(selfTimes({ nodes: [] })).toEqual({ scripts: [], functions: [] });
  });
});
