import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles, sha256 } from './export-files';
import { mergeExports } from './merge-exports';

/** A shard as the build leaves it: its files and the SHA256SUMS that lists them. */
function exportTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-shard-'));
  const all = { 'index.html': 'root', '_next/static/chunks/a.js': 'a', ...files };
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  writeFileSync(
    path.join(root, 'SHA256SUMS'),
    Object.entries(all)
      .map(([file, content]) => `${sha256(content)}  ${file}\n`)
      .join(''),
  );
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

describe('a shard is merged only as its build sealed it', () => {
  /** Merges a good shard and `bad`; returns the error's message and whether anything was written. */
  function mergeWith(bad: string): { message: string; written: string[] } {
    const good = exportTree({ 'client/index.html': 'c' });
    const target = emptyTarget();
    let message = '';
    try {
      mergeExports([good, bad], target, ['client', 'recycle']);
    } catch (error) {
      message = (error as Error).message;
    }
    return { message, written: listFiles(target) };
  }

  it('refuses a shard with a file changed after its build (one byte flipped), naming the shard and the file', () => {
    const shard = exportTree({ 'recycle/index.html': '<p>recycle</p>' });
    const page = path.join(shard, 'recycle/index.html');
    const bytes = readFileSync(page);
    bytes[3]! ^= 0x01;
    writeFileSync(page, bytes);
    const { message, written } = mergeWith(shard);
    expect(message).toContain(shard);
    expect(message).toContain('recycle/index.html does not match its SHA256SUMS');
    expect(written).toEqual([]);
  });

  it('refuses a shard holding a file its SHA256SUMS does not list', () => {
    const shard = exportTree({ 'recycle/index.html': 'r' });
    writeFileSync(path.join(shard, '_next/static/chunks/slipped-in.js'), 'alert(1)');
    const { message, written } = mergeWith(shard);
    expect(message).toContain(shard);
    expect(message).toContain('_next/static/chunks/slipped-in.js is not listed in its SHA256SUMS');
    expect(written).toEqual([]);
  });

  it('refuses a shard whose SHA256SUMS names a file it does not hold', () => {
    const shard = exportTree({ 'recycle/index.html': 'r', 'recycle/login/index.html': 'rl' });
    rmSync(path.join(shard, 'recycle/login/index.html'));
    const { message, written } = mergeWith(shard);
    expect(message).toContain(shard);
    expect(message).toContain('recycle/login/index.html is listed in its SHA256SUMS but missing');
    expect(written).toEqual([]);
  });

  it('refuses a shard without a SHA256SUMS, or with one that is not a list of digests', () => {
    const unsealed = exportTree({ 'recycle/index.html': 'r' });
    rmSync(path.join(unsealed, 'SHA256SUMS'));
    const none = mergeWith(unsealed);
    expect(none.message).toContain(`${unsealed}: no SHA256SUMS`);
    expect(none.written).toEqual([]);

    const garbled = exportTree({ 'recycle/index.html': 'r' });
    writeFileSync(path.join(garbled, 'SHA256SUMS'), 'recycle/index.html\n');
    const unreadable = mergeWith(garbled);
    expect(unreadable.message).toContain(garbled);
    expect(unreadable.message).toContain('not "sha256  path"');
    expect(unreadable.written).toEqual([]);
  });

  it('names every file that does not match, not only the first', () => {
    const shard = exportTree({ 'recycle/index.html': 'r', 'recycle/login/index.html': 'rl' });
    writeFileSync(path.join(shard, 'recycle/index.html'), 'R');
    writeFileSync(path.join(shard, 'recycle/login/index.html'), 'RL');
    const { message } = mergeWith(shard);
    expect(message).toContain('recycle/index.html does not match');
    expect(message).toContain('recycle/login/index.html does not match');
  });
});
