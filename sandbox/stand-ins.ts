import type { ServerResponse } from 'node:http';
import { sendHtml } from './http/respond';
import { escapeHtml, layout } from './http/html-page';

/** The apps the portal links to but does not contain: the bidding apps and the admin login. */
export const standInApps: Record<string, string> = {
  '/bid/': '竞价系统（沙箱替身）',
  '/inventorybid/': '库存物资竞价系统（沙箱替身）',
  '/admin/': '交易中心管理端登录（沙箱替身）',
  '/__sandbox/external/': '外部网站（沙箱替身）',
};

/** The stand-in of an external site the sandbox cannot reach (the configured home, the province centre). */
export function externalStandInPath(target: string): string {
  return `/__sandbox/external/?url=${encodeURIComponent(target)}`;
}

/** What each BidUrlType of SPEC §2 opens, as the bidding stand-in names it. */
export const bidModes: Record<string, string> = {
  Bidding: '参与竞价',
  LookOn: '围观竞价（只看，不能出价）',
  InventoryBidding: '库存物资竞价',
};

/**
 * Shows what the page was opened with. The hash (`#/bid?BidUrlType=…&token=…`) never reaches a
 * server, so a line of script reads it in the browser.
 */
export function sendStandIn(res: ServerResponse, title: string, url: URL) {
  const rows = [...url.searchParams]
    .map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  sendHtml(
    res,
    200,
    layout(
      title,
      `<h1>${escapeHtml(title)}</h1><p>本页面代替真实应用，显示打开它时带来的参数。</p>
<p>路径：<code>${escapeHtml(url.pathname)}</code></p>
<table>${rows}</table>
<p>哈希：<code id="hash"></code></p><table id="hash-params"></table>
<p>竞价模式：<strong id="bid-mode">（无）</strong></p>
<script>(function(){var modes=${JSON.stringify(bidModes)};var h=location.hash;document.getElementById('hash').textContent=h||'（无）';var q=h.indexOf('?');if(q<0)return;var p=new URLSearchParams(h.slice(q+1));var m=p.get('BidUrlType');if(m)document.getElementById('bid-mode').textContent=modes[m]||m;var t=document.getElementById('hash-params');p.forEach(function(v,k){var r=t.insertRow();var a=document.createElement('th');a.textContent=k;r.appendChild(a);r.insertCell().textContent=v;});})();</script>`,
    ),
  );
}
