import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../sites/manifest';
import { qrImagePath } from '../../sites/qr-files';
import { qrSvg, writeQrFiles } from './qr-files';

describe('footer QR files', () => {
  it('names a file by the address it encodes', () => {
    const a = qrImagePath('https://weixin.example/account/hns');
    expect(a).toMatch(/^\/images\/qr\/[0-9a-f]{16}\.svg$/);
    expect(qrImagePath('https://weixin.example/account/hns')).toBe(a);
    expect(qrImagePath('https://weixin.example/account/hn')).not.toBe(a);
  });

  it('draws a standalone SVG image', () => {
    const svg = qrSvg('https://weixin.example/account/hns');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toMatch(/<path [^>]*d="M[^"]{500,}"/);
  });

  it('writes one file for every address the built tenants may draw', () => {
    const sites = buildManifest().slice(0, 3);
    const out = mkdtempSync(path.join(tmpdir(), 'qr-'));
    const count = writeQrFiles(out, sites);
    const values = new Set(sites.flatMap((site) => Object.values(site.qrUrls)));
    expect(count).toBe(values.size);
    expect(readdirSync(path.join(out, 'images/qr'))).toHaveLength(values.size);
    for (const value of values) {
      expect(readFileSync(path.join(out, qrImagePath(value)), 'utf8')).toBe(qrSvg(value));
    }
  });
});
