import { describe, expect, it } from 'vitest';
import { sha256 } from '../export-files';
import { headersOf } from './headers';
import type { FileEntry } from './manifest';
import { planDeploy } from './plan';

const entries = (files: Record<string, string>) =>
  new Map<string, FileEntry>(
    Object.entries(files).map(([file, content]) => [file, { sha256: sha256(content), size: content.length }]),
  );

describe('the deploy plan', () => {
  it('uploads everything the first time, pages last', () => {
    const plan = planDeploy(
      entries({ 'client/index.html': 'p', 'client/index.txt': 'r', '_next/static/a.js': 'js' }),
      null,
    );
    expect(plan.upload).toEqual(['_next/static/a.js', 'client/index.html', 'client/index.txt']);
    expect(plan.bytes).toBe(4);
    expect(plan.next.release).toBe(1);
  });

  it('skips what is there, uploads what changed, and deletes a file only a release after it left', () => {
    const first = planDeploy(entries({ 'a/index.html': 'v1', '_next/static/old.js': 'o' }), null).next;
    const second = planDeploy(entries({ 'a/index.html': 'v2', '_next/static/new.js': 'n' }), first);
    expect(second.upload).toEqual(['_next/static/new.js', 'a/index.html']);
    expect(second.skip).toEqual([]);
    expect(second.delete).toEqual([]);
    expect(Object.keys(second.next.retired)).toEqual(['_next/static/old.js']);
    const third = planDeploy(entries({ 'a/index.html': 'v2', '_next/static/new.js': 'n' }), second.next);
    expect(third.upload).toEqual([]);
    expect(third.skip).toHaveLength(2);
    expect(third.delete).toEqual(['_next/static/old.js']);
    expect(third.next.retired).toEqual({});
  });

  it('keeps a retired file that comes back without uploading it again', () => {
    const first = planDeploy(entries({ 'x.js': 'x' }), null).next;
    const second = planDeploy(entries({}), first).next;
    const third = planDeploy(entries({ 'x.js': 'x' }), second);
    expect(third.skip).toEqual(['x.js']);
    expect(third.delete).toEqual([]);
  });
});

describe('headers of deployed files', () => {
  it('cache hashed assets for a year and revalidate pages and RSC payloads', () => {
    expect(headersOf('_next/static/chunks/app-1a2b.js')).toEqual({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(headersOf('client/index.html')).toEqual({
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
    });
    expect(headersOf('client/__next.client.txt').cacheControl).toBe('no-cache');
    expect(headersOf('images/emblem.svg')).toEqual({
      contentType: 'image/svg+xml',
      cacheControl: 'no-cache',
    });
    expect(headersOf('SHA256SUMS').contentType).toBe('application/octet-stream');
  });
});
