import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleReason } from './stale-build';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tree() {
  const root = mkdtempSync(path.join(tmpdir(), 'stale-'));
  dirs.push(root);
  const write = (file: string, secondsAgo: number) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, 'x');
    const time = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(full, time, time);
  };
  return { root, out: path.join(root, 'out'), write };
}

describe('staleReason (npm start rebuilds only when needed)', () => {
  it('asks for a build when out/ is missing', () => {
    const { root, out } = tree();
    expect(staleReason(root, out, ['client'])).toBe('out/ is missing');
  });

  it('asks for a build when a wanted tenant is not in out/', () => {
    const { root, out, write } = tree();
    write('out/index.html', 10);
    write('out/client/index.html', 10);
    expect(staleReason(root, out, ['client', 'recycle'])).toBe('tenant recycle is not in the build');
  });

  it('asks for a build when a source is newer than the build, ignoring unit tests', () => {
    const { root, out, write } = tree();
    write('out/index.html', 100);
    write('out/client/index.html', 100);
    write('lib/a.test.ts', 1);
    expect(staleReason(root, out, ['client'])).toBeNull();
    write('components/header.tsx', 1);
    expect(staleReason(root, out, ['client'])).toBe('components changed since the last build');
  });
});
