import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles, sha256 } from './export-files';
import { mergeExports } from './merge-exports';

function exportTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-shard-'));
  for (const [file, content] of Object.entries({
    'index.html': 'root',
    '_next/static/chunks/a.js': 'a',
    ...files,
  })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

const emptyTarget = () => mkdtempSync(path.join(tmpdir(), 'portal-merged-'));

describe('merging shard exports', () => {
  it('makes one tree with every file once, one SHA256SUMS and one summary', () => {
    const one = exportTree({ 'client/index.html': 'c', 'client/login/index.html': 'cl' });
    const two = exportTree({ 'recycle/index.html': 'r', '_next/static/chunks/b.js': 'b' });
    const target = emptyTarget();
    const summary = mergeExports([one, two], target, ['client', 'recycle', 'lease']);
    expect(listFiles(target)).toEqual([
      'SHA256SUMS',
      '_next/static/chunks/a.js',
      '_next/static/chunks/b.js',
      'client/index.html',
      'client/login/index.html',
      'index.html',
      'recycle/index.html',
      'release.json',
    ]);
    expect(summary).toEqual({ tenants: ['client', 'recycle'], pages: 3, files: 6, bytes: 10 });
    const sums = readFileSync(path.join(target, 'SHA256SUMS'), 'utf8').trim().split('\n');
    expect(sums).toHaveLength(6);
    expect(sums).toContain(`${sha256('cl')}  client/login/index.html`);
    expect(JSON.parse(readFileSync(path.join(target, 'release.json'), 'utf8'))).toEqual(summary);
  });

  it('fails naming the file when a shared asset differs between shards', () => {
    const one = exportTree({ 'client/index.html': 'c' });
    const two = exportTree({ 'recycle/index.html': 'r', '_next/static/chunks/a.js': 'a, built elsewhere' });
    expect(() => mergeExports([one, two], emptyTarget(), ['client', 'recycle'])).toThrow(
      `_next/static/chunks/a.js differs between ${one} and ${two}`,
    );
  });

  it('refuses a folder that is not an export', () => {
    const stray = mkdtempSync(path.join(tmpdir(), 'portal-stray-'));
    const target = emptyTarget();
    expect(() => mergeExports([exportTree({}), stray], target, [])).toThrow(/not a static export/);
    expect(existsSync(path.join(target, 'SHA256SUMS'))).toBe(false);
  });
});
