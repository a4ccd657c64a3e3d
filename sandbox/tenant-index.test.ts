import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allSites } from '@/sites';
import { tenantIndexHtml } from './tenant-index';

describe("npm start's tenant index", () => {
  const out = mkdtempSync(path.join(tmpdir(), 'tenant-index-'));
  mkdirSync(path.join(out, 'lease'));
  writeFileSync(path.join(out, 'lease', 'index.html'), '');

  it('lists every tenant with its city and business, linking the built ones', () => {
    const html = tenantIndexHtml(allSites, out, { state: 'done', line: '' });
    expect(html.match(/<tr><td>/g)).toHaveLength(allSites.length);
    expect(html).toContain('<a href="/lease/">河南省公共资源交易中心-资产租赁平台</a>');
    expect(html).not.toContain('href="/client/"');
    expect(html).toContain('郑州市（市级）');
    expect(html).toContain(`已构建 1 / ${allSites.length} 个租户`);
  });

  it('shows the background build progress and refreshes while it runs', () => {
    const html = tenantIndexHtml(allSites, out, { state: 'building', line: 'rendering pages 66/264 (25%)' });
    expect(html).toContain('rendering pages 66/264 (25%)');
    expect(html).toContain('http-equiv="refresh"');
    expect(html).toContain('（构建中）');
  });
});
