import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveOutDir } from './out-dir';

describe('the output folder of a build or merge', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-project-'));

  it('defaults to out/ and may be anywhere that is missing, empty or an earlier export', () => {
    expect(resolveOutDir(undefined, root)).toBe(path.join(root, 'out'));
    const earlier = mkdtempSync(path.join(tmpdir(), 'portal-earlier-'));
    mkdirSync(path.join(earlier, '_next'));
    writeFileSync(path.join(earlier, 'index.html'), '');
    expect(resolveOutDir(earlier, root)).toBe(earlier);
    expect(resolveOutDir('../elsewhere/shard-1', root)).toBe(path.resolve(root, '../elsewhere/shard-1'));
  });

  it('is never the project, a folder above it, a source folder or a folder with other files', () => {
    const busy = mkdtempSync(path.join(tmpdir(), 'portal-busy-'));
    writeFileSync(path.join(busy, 'notes.txt'), 'keep me');
    expect(() => resolveOutDir('.', root)).toThrow(/project itself/);
    expect(() => resolveOutDir('..', root)).toThrow(/project itself/);
    expect(() => resolveOutDir('app/export', root)).toThrow(/app\/ folder/);
    expect(() => resolveOutDir(busy, root)).toThrow(/not empty and holds no earlier export/);
  });
});
