import catalogue from '../../../messages/zh-CN.json';
import { sha256Source } from '../script-policy';

const text = catalogue.offline;

// The page is served for any address of any tenant, so its one script points 返回首页 at the
// tenant of the address it is shown for (the first path segment).
const homeScript =
  "var a=document.getElementById('home'),t=location.pathname.split('/')[1];if(a&&t)a.href='/'+t+'/';";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The Chinese page the service worker shows for a page it has no copy of while the network is
 * down, instead of the browser's error. One file for every tenant, precached with the shell; no
 * stylesheet or script of the release, so it stands alone. Its own policy allows its one script.
 */
export function offlinePageHtml(): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="script-src ${sha256Source(homeScript)}; object-src 'none'; base-uri 'self'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(text.pageTitle)}</title>
<style>
body{margin:0;font-family:'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif;color:#333;background:#f5f7fa}
main{max-width:560px;margin:15vh auto 0;padding:24px;background:#fff;border-radius:6px}
.badge{display:inline-block;padding:2px 10px;border-radius:4px;background:#8a4b00;color:#fff;font-size:14px}
h1{font-size:20px;margin:12px 0}
p{line-height:1.7;font-size:16px}
a{color:#1449ae}
</style>
</head>
<body>
<main>
<span class="badge">${escapeHtml(text.notice)}</span>
<h1>${escapeHtml(text.pageHeading)}</h1>
<p>${escapeHtml(text.pageText)}</p>
<p><a id="home" href="/">${escapeHtml(text.backHome)}</a></p>
</main>
<script>${homeScript}</script>
</body>
</html>
`;
}
