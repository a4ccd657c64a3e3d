import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../../sites/manifest';
import { inlineScripts, sha256Source } from '../script-policy';
import catalogue from '../../../messages/zh-CN.json';
import { offlinePageHtml } from './offline-page';
import { appShortName } from './app-names';
import { iconSvg, themeColours, webManifest } from './web-manifest';
import { detailCalls, listCalls, wireAddress } from './worker-config';

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
