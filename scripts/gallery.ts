/**
 * `npm run gallery [-- --site a,b]`: full-page screenshots of every (or the named) tenant's home
 * page, signed out, at desktop width (1400 px) and on a phone (390 px, touch), in one HTML contact
 * sheet, reports/gallery/index.html, with each tenant's name, prefix, variant and level. Build
 * those tenants first (`npm run build`).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildManifest, selectSites } from '../sites/manifest';
import { argValue } from './lib/cli';
import type { SiteConfig } from '../sites/schema';
import { startSandboxProcess } from './lib/sandbox-process';

const levelNames = { 1: '省级', 2: '市级', 3: '县级' } as const;
const outputDir = path.resolve('reports/gallery');
const port = Number(process.env.GALLERY_PORT ?? 3190);

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );
}

function contactSheet(sites: SiteConfig[], failed: Set<string>): string {
  const cards = sites
    .map((site) => {
      const vd = escapeHtml(site.VirtualDirectory);
      const image = failed.has(site.VirtualDirectory)
        ? '<div class="missing">截图失败</div>'
        : `<div class="shots"><a href="${vd}.jpg"><img loading="lazy" src="${vd}.jpg" alt="${escapeHtml(site.Title)}（桌面）"></a><a href="${vd}-phone.jpg"><img loading="lazy" src="${vd}-phone.jpg" alt="${escapeHtml(site.Title)}（手机）"></a></div>`;
      return `<figure>${image}<figcaption><strong>${escapeHtml(site.OrgPubName)}</strong><br>/${vd}/ · ${escapeHtml(site.WebBusinessType)} · ${levelNames[site.Leval]}</figcaption></figure>`;
    })
    .join('\n');
  return `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>站点一览（${sites.length} 个）</title>
<style>body{font-family:'Noto Sans CJK SC',sans-serif;margin:24px;background:#f5f7fa}h1{font-size:20px}
main{display:grid;grid-template-columns:repeat(auto-fill,minmax(360px,1fr));gap:16px}
.shots{display:grid;grid-template-columns:3fr 1fr;gap:4px;max-height:520px;overflow:hidden;align-items:start}
figure{margin:0;background:#fff;border-radius:6px;overflow:hidden;box-shadow:0 1px 3px #0002}
img{width:100%;display:block}figcaption{padding:8px 10px;font-size:13px;color:#333}
.missing{height:160px;display:flex;align-items:center;justify-content:center;color:#c00}</style>
<h1>站点一览：${sites.length} 个站点</h1><main>${cards}</main></html>\n`;
}

async function main() {
  const sites = selectSites(buildManifest(), argValue(process.argv.slice(2), 'site'));
  const missing = sites.filter((site) => !existsSync(path.join('out', site.VirtualDirectory, 'index.html')));
  if (missing.length > 0) {
    console.error(
      `${missing.length} tenant(s) are not built (e.g. ${missing[0]!.VirtualDirectory}): run npm run build first`,
    );
    process.exit(1);
  }
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });
  const sandbox = await startSandboxProcess(port);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const failed = new Set<string>();
  const started = performance.now();
  try {
    const queue = [...sites];
    const worker = async () => {
      const desktop = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      const phone = await browser.newPage({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
      });
      for (let site = queue.shift(); site; site = queue.shift()) {
        try {
          for (const [page, suffix] of [
            [desktop, ''],
            [phone, '-phone'],
          ] as const) {
            await page.goto(`${sandbox.url}/${site.VirtualDirectory}/`, {
              waitUntil: 'networkidle',
              timeout: 30_000,
            });
            await page.screenshot({
              path: path.join(outputDir, `${site.VirtualDirectory}${suffix}.jpg`),
              type: 'jpeg',
              quality: 70,
              fullPage: true,
            });
          }
          console.log(`[gallery] ✓ ${site.VirtualDirectory}`);
        } catch (error) {
          failed.add(site.VirtualDirectory);
          console.log(
            `[gallery] ✗ ${site.VirtualDirectory}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
          );
        }
      }
      await desktop.close();
      await phone.close();
    };
    await Promise.all([worker(), worker()]);
  } finally {
    await browser.close();
    sandbox.stop();
  }
  writeFileSync(path.join(outputDir, 'index.html'), contactSheet(sites, failed));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `[gallery] ${sites.length - failed.size}/${sites.length} tenants in ${seconds} s: ${path.relative(process.cwd(), outputDir)}/index.html`,
  );
  if (failed.size > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
