import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlyCallScript } from '../../lib/api/early-call-script';
import { bootScript } from '../../lib/boot/boot-script';
import { bootScriptTag } from './boot-first';
import { finishExport, isRscPayload } from './finish-export';
import { sha256Source } from './script-policy';

describe('finishing the export', () => {
  it('recognises only the RSC payloads as removable', () => {
    expect(isRscPayload('index.txt')).toBe(true);
    expect(isRscPayload('__next.$d$site.!KG1haW4p.__PAGE__.txt')).toBe(true);
    expect(isRscPayload('__next._tree.txt')).toBe(true);
    expect(isRscPayload('robots.txt')).toBe(false);
    expect(isRscPayload('index.html')).toBe(false);
  });

  it('drops the payloads, keeps every page and static asset, and gives each page its policy', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'portal-out-'));
    const html = '<html><head><meta charSet="utf-8"/></head><body><script>a()</script></body></html>';
    mkdirSync(path.join(out, 'client/list'), { recursive: true });
    mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
    writeFileSync(path.join(out, 'client/list/index.html'), html);
    writeFileSync(path.join(out, 'client/list/index.txt'), 'rsc');
    writeFileSync(path.join(out, 'client/list/__next._tree.txt'), 'rsc');
    writeFileSync(path.join(out, 'robots.txt'), 'User-agent: *');
    writeFileSync(path.join(out, '_next/static/chunks/index.txt'), 'asset');

    const stats = finishExport(out);

    expect(stats).toEqual({ pages: 1, removedFiles: 2, removedBytes: 6 });
    expect(existsSync(path.join(out, 'client/list/index.txt'))).toBe(false);
    expect(existsSync(path.join(out, 'robots.txt'))).toBe(true);
    expect(existsSync(path.join(out, '_next/static/chunks/index.txt'))).toBe(true);
    expect(readFileSync(path.join(out, 'client/list/index.html'), 'utf8')).toContain(
      '<meta http-equiv="Content-Security-Policy" content="script-src \'self\' \'sha256-',
    );
  });
  it('links every page of a built tenant to its own manifest, and no other page', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'portal-out-'));
    const html = '<html><head><meta charSet="utf-8"/></head><body></body></html>';
    for (const page of [
      'client/index.html',
      'client/buyerweb/list/index.html',
      'forest/index.html',
      '404.html',
    ]) {
      mkdirSync(path.dirname(path.join(out, page)), { recursive: true });
      writeFileSync(path.join(out, page), html);
    }

    finishExport(out, ['client', 'forest']);
    finishExport(out, ['client', 'forest']);

    const links = (page: string) =>
      [...readFileSync(path.join(out, page), 'utf8').matchAll(/<link rel="manifest" href="([^"]+)"\/>/g)].map(
        (match) => match[1],
      );
    expect(links('client/index.html')).toEqual(['/client/manifest.webmanifest']);
    expect(links('client/buyerweb/list/index.html')).toEqual(['/client/manifest.webmanifest']);
    expect(links('forest/index.html')).toEqual(['/forest/manifest.webmanifest']);
    expect(links('404.html')).toEqual([]);
  });

  it('writes the early-call script into its slot and the boot script first before hashing the page’s scripts', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'portal-out-'));
    const html = `<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/>${bootScriptTag}</head><body><script type="module" async="" data-early-call-script=""></script></body></html>`;
    mkdirSync(path.join(out, 'client/list'), { recursive: true });
    writeFileSync(path.join(out, 'client/list/index.html'), html);

    finishExport(out);

    const page = readFileSync(path.join(out, 'client/list/index.html'), 'utf8');
    expect(page.split(earlyCallScript)).toHaveLength(2);
    expect(page).toContain(sha256Source(earlyCallScript));
    expect(page).toContain(sha256Source(bootScript));
    expect(page.indexOf(bootScriptTag)).toBeLessThan(page.indexOf('rel="stylesheet"'));
  });
});
