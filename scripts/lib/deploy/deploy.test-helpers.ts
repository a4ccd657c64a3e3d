import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sealExport } from '../build-record';

/** A small static export: a root page, a tenant page with its RSC payload, hashed assets, an image. */
export const sampleExport: Record<string, string> = {
  'index.html': '<a href="/client/">client</a>',
  'client/index.html': '<script src="/_next/static/chunks/app-1a2b.js"></script>',
  'client/index.txt': '0:["$","div"]',
  '_next/static/chunks/app-1a2b.js': 'console.log(1)',
  '_next/static/css/site-3c4d.css': 'body{}',
  'images/emblem.svg': '<svg/>',
};

export function writeTree(
  files: Record<string, string>,
  root = mkdtempSync(path.join(tmpdir(), 'portal-build-')),
): string {
  rmSync(root, { recursive: true, force: true });
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

/** A tree sealed as the build seals an export: its profile and SHA256SUMS at the root. */
export function writeExport(
  files: Record<string, string>,
  profile: 'production' | 'sandbox' = 'production',
  root?: string,
): string {
  const dir = writeTree(files, root);
  sealExport(dir, { profile });
  return dir;
}
