/** The sandbox's own pages (sign-in, stand-ins, the tenant index): one plain Chinese HTML frame. */

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

const style = `body{margin:0;font-family:"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f5fa;color:#333}
main{width:380px;margin:80px auto;background:#fff;padding:32px 40px;border-top:4px solid #1449AE;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:22px;color:#1449AE;margin:0 0 24px;text-align:center}
label{display:block;margin:14px 0 6px;font-size:14px}
input{width:100%;box-sizing:border-box;height:38px;padding:0 10px;border:1px solid #ccd3df;font-size:15px}
button{width:100%;height:40px;margin-top:22px;border:0;background:#1449AE;color:#fff;font-size:16px;cursor:pointer}
button:hover{background:#2F68D5}button.secondary{background:#fff;color:#1449AE;border:1px solid #1449AE;margin-top:10px}
.error{color:#c0392b;background:#fdecea;padding:8px 10px;font-size:14px;margin-bottom:8px}
.notice{color:#1e7b34;background:#e9f7ee;padding:8px 10px;font-size:14px;margin-bottom:8px}
.links{margin-top:18px;text-align:center;font-size:14px}a{color:#1449AE}p{line-height:1.7}`;

export function layout(title: string, body: string, extraHead = ''): string {
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${style}</style>${extraHead}</head><body><main>${body}</main></body></html>`;
}
