import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '@/sites/schema';
import { escapeHtml, layout } from './http/html-page';

const levels: Record<number, string> = { 1: '省级', 2: '市级', 3: '县级' };

/** The business a tenant serves, as its title names it (`…交易中心-资产租赁平台`). */
function businessOf(site: SiteConfig): string {
  const dash = site.Title.lastIndexOf('-');
  return dash >= 0 ? site.Title.slice(dash + 1) : site.WebBusinessType;
}

export type BuildProgress = { state: 'idle' | 'building' | 'done' | 'failed'; line: string };

/**
 * `npm start`'s page at `/`: every tenant of the manifest with its name, city and business, linked
 * when it is in the build, and how far the background build of the others has come.
 */
export function tenantIndexHtml(sites: SiteConfig[], outDir: string, progress: BuildProgress): string {
  const built = (site: SiteConfig) => existsSync(path.join(outDir, site.VirtualDirectory, 'index.html'));
  const ready = sites.filter(built).length;
  const rows = sites
    .map((site) => {
      const name = escapeHtml(site.Title);
      const link = built(site)
        ? `<a href="/${site.VirtualDirectory}/">${name}</a>`
        : `${name} <small>（${progress.state === 'building' ? '构建中' : '未构建'}）</small>`;
      return `<tr><td>${link}</td><td>${escapeHtml(site.Name)}（${levels[site.Leval] ?? ''}）</td><td>${escapeHtml(businessOf(site))}</td><td><code>/${site.VirtualDirectory}/</code></td></tr>`;
    })
    .join('');
  const status =
    progress.state === 'building'
      ? `后台正在构建其余租户：${escapeHtml(progress.line)}（本页每 10 秒刷新）`
      : progress.state === 'failed'
        ? `后台构建失败：${escapeHtml(progress.line)}`
        : `已构建 ${ready} / ${sites.length} 个租户`;
  const refresh = progress.state === 'building' ? '<meta http-equiv="refresh" content="10">' : '';
  return layout(
    '交易平台门户 · 全部租户',
    `<h1>交易平台门户 · 全部租户</h1><p data-testid="build-progress">${status}</p>` +
      `<table data-testid="tenant-index"><thead><tr><th>名称</th><th>城市</th><th>业务类型</th><th>地址</th></tr></thead><tbody>${rows}</tbody></table>`,
    `${refresh}<style>main{max-width:1100px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left}</style>`,
  );
}
