import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedAssetsOf } from './artifacts';

function exportTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-export-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('per-tenant artifacts', () => {
  it('take exactly the shared assets the tenant loads, following chunk references', () => {
    const root = exportTree({
      'client/index.html':
        '<script src="/_next/static/chunks/main.js"></script><img src="/images/emblem.svg">',
      'client/index.txt': '"/_next/static/chunks/page.js"',
      '_next/static/chunks/main.js': 'load("static/chunks/lazy.js")',
      '_next/static/chunks/page.js': '',
      '_next/static/chunks/lazy.js': '',
      '_next/static/chunks/other-tenant-only.js': '',
      'images/emblem.svg': '<svg/>',
      'recycle/index.html': '<script src="/_next/static/chunks/other-tenant-only.js"></script>',
    });
    expect(sharedAssetsOf(root, ['client/index.html', 'client/index.txt'])).toEqual([
      '_next/static/chunks/lazy.js',
      '_next/static/chunks/main.js',
      '_next/static/chunks/page.js',
      'images/emblem.svg',
    ]);
  });
  it('follow the manifest to its icons and the worker to what it precaches', () => {
    const root = exportTree({
      'client/manifest.webmanifest': '{"icons":[{"src":"/images/icons/a-192.png"}]}',
      'images/icons/a-192.png': 'png',
      'sw.js': '[{"url":"/offline.html"},{"url":"/_next/static/chunks/notice.js"}]',
      'offline.html': '<!doctype html>',
      '_next/static/chunks/notice.js': '',
    });
    expect(sharedAssetsOf(root, ['client/manifest.webmanifest', 'sw.js'])).toEqual([
      '_next/static/chunks/notice.js',
      'images/icons/a-192.png',
    ]);
  });
});
