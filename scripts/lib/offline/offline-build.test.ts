import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../../sites/manifest';
import { inlineScripts, sha256Source } from '../script-policy';
import catalogue from '../../../messages/zh-CN.json';
import { offlinePageHtml } from './offline-page';
import { appShortName } from './app-names';
import { iconSvg, themeColours, webManifest } from './web-manifest';
import { detailCalls, listCalls, wireAddress, workerConfig } from './worker-config';
import { devicePageAssets, shellAssets } from './worker-build';

describe('what the worker is told to keep', () => {
  it('only calls that answer everyone alike, never one that needs or may use a token', () => {
    for (const call of [...detailCalls, ...listCalls]) expect(call.auth, call.path).toBe('none');
  });

  it('names each call where the transport sends it', () => {
    const addresses = { API: '/baseapi', GATEWAY: 'https://gw.example.cn' } as never;
    expect(wireAddress({ base: 'API', path: '/api/AnncApi/GetAnncDetail' }, addresses)).toBe(
      '/baseapi/api/AnncApi/GetAnncDetail',
    );
    expect(wireAddress({ base: 'GATEWAY', path: '/x/api/Y' }, addresses)).toBe(
      'https://gw.example.cn/x/api/Y',
    );
  });
});

describe('the offline page', () => {
  it('says in Chinese that the page was not saved, and allows exactly its own script', () => {
    const html = offlinePageHtml();
    expect(html).toContain(catalogue.offline.pageHeading);
    expect(html).toContain(catalogue.offline.notice);
    const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)![1]!;
    expect(policy).toBe(
      `script-src ${inlineScripts(html).map(sha256Source).join(' ')}; object-src 'none'; base-uri 'self'`,
    );
  });
});

describe('a tenant manifest', () => {
  const sites = buildManifest();
  const forest = sites.find((site) => site.VirtualDirectory === 'forest')!;

  it('names the tenant from its record and stays under its prefix, in its theme colour', () => {
    const manifest = webManifest(forest, []);
    expect(manifest).toMatchObject({
      name: forest.Title,
      short_name: appShortName(forest),
      start_url: '/forest/',
      scope: '/forest/',
      id: '/forest/',
      theme_color: themeColours.green,
    });
  });

  it('draws the logo inside the middle of a square of the theme colour', () => {
    const svg = iconSvg(readFileSync('public/images/emblem.svg', 'utf8'), '#1e7b45');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 512 512"/);
    expect(svg).toContain('<rect width="512" height="512" fill="#1e7b45"/>');
    expect(svg).toContain('<svg x="102" y="102" width="308" height="308"');
  });
});

describe('浏览记录 for offline without a first visit', () => {
  it('is a page the worker keeps from its install on', () => {
    const addresses = { API: '/baseapi', GATEWAY: 'https://gw.example.cn' } as never;
    expect(workerConfig('r1', addresses).devicePages).toEqual(['history/']);
  });

  it('has its own scripts and styles precached beside the shell, read from the built tenants', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'portal-out-'));
    const page = (tenant: string, dir: string, files: string[]) => {
      mkdirSync(path.join(out, tenant, dir), { recursive: true });
      const tags = files.map((file) =>
        file.endsWith('.css')
          ? `<link rel="stylesheet" href="/${file}">`
          : `<script src="/${file}" async=""></script>`,
      );
      writeFileSync(
        path.join(out, tenant, dir, 'index.html'),
        `<html><head>${tags.join('')}<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head></html>`,
      );
    };
    try {
      for (const tenant of ['client', 'lease']) {
        page(tenant, 'notfound', ['_next/static/chunks/frame.js', '_next/static/css/site.css']);
        page(tenant, 'history', [
          '_next/static/chunks/frame.js',
          '_next/static/chunks/history-page.js',
          '_next/static/css/site.css',
        ]);
      }
      expect(shellAssets(out, ['client', 'lease'])).toEqual([
        '_next/static/chunks/frame.js',
        '_next/static/css/site.css',
      ]);
      expect(devicePageAssets(out, ['client', 'lease'])).toEqual([
        '_next/static/chunks/frame.js',
        '_next/static/chunks/history-page.js',
        '_next/static/css/site.css',
      ]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
