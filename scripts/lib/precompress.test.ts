import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressed assets', () => {
  it('writes a brotli copy of each script and style under _next/static, and of nothing else', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const chunks = path.join(dir, '_next', 'static', 'chunks');
    mkdirSync(chunks, { recursive: true });
    const script = `self.chunk=${JSON.stringify('交易公告'.repeat(400))};`;
    writeFileSync(path.join(chunks, 'a.js'), script);
    writeFileSync(path.join(chunks, 'a.css'), 'body{color:red}'.repeat(100));
    writeFileSync(path.join(chunks, 'a.js.map'), '{}'.repeat(500));
    writeFileSync(path.join(chunks, 'tiny.js'), 'x');
    mkdirSync(path.join(dir, 'client'));
    writeFileSync(path.join(dir, 'client', 'index.html'), '<p>首页</p>'.repeat(100));

    const stats = await precompressAssets(dir);

    expect(brotliDecompressSync(readFileSync(path.join(chunks, 'a.js.br'))).toString()).toBe(script);
    expect(existsSync(path.join(chunks, 'a.css.br'))).toBe(true);
    expect(existsSync(path.join(chunks, 'a.js.map.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'client', 'index.html.br'))).toBe(false);
    // A copy that would be no smaller is not written.
    expect(existsSync(path.join(chunks, 'tiny.js.br'))).toBe(false);
    expect(stats.files).toBe(2);
    expect(stats.brotliBytes).toBeLessThan(stats.rawBytes / 10);
  });
});
