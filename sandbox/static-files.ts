import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

async function fileAt(filePath: string) {
  try {
    const info = await stat(filePath);
    return info;
  } catch {
    return null;
  }
}

/** Cache policy a CDN would apply: hashed assets forever, HTML and payloads revalidated. */
function cacheControl(urlPath: string): string {
  return urlPath.startsWith('/_next/static/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function send(
  res: ServerResponse,
  filePath: string,
  size: number,
  status: number,
  urlPath: string,
  head: boolean,
) {
  res.writeHead(status, {
    'Content-Type': contentTypes[path.extname(filePath)] ?? 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': cacheControl(urlPath),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
  if (head) res.end();
  else createReadStream(filePath).pipe(res);
}

/**
 * Serves the static export as a CDN or nginx would: `dir/` → `dir/index.html`, a directory without
 * its slash is redirected, and an unknown path under a tenant gets that tenant's Chinese not-found
 * page with status 404.
 */
export function createStaticHandler(root: string | (() => string)) {
  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A function root lets `npm start` switch to the full build once its background build is done.
    const absoluteRoot = path.resolve(typeof root === 'function' ? root() : root);
    const url = new URL(req.url ?? '/', 'http://localhost');
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      urlPath = '/';
    }
    const head = req.method === 'HEAD';
    const target = path.resolve(absoluteRoot, `.${urlPath}`);
    if (target !== absoluteRoot && !target.startsWith(`${absoluteRoot}${path.sep}`)) {
      res.writeHead(400).end();
      return;
    }
    const info = await fileAt(target);
    if (info?.isFile()) return send(res, target, info.size, 200, urlPath, head);
    if (info?.isDirectory()) {
      if (!urlPath.endsWith('/')) {
        res.writeHead(308, { Location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      const index = path.join(target, 'index.html');
      const indexInfo = await fileAt(index);
      if (indexInfo?.isFile()) return send(res, index, indexInfo.size, 200, urlPath, head);
    }
    const tenant = urlPath.split('/')[1] ?? '';
    const tenantNotFound = path.join(absoluteRoot, tenant, 'notfound', 'index.html');
    const candidates = tenant && /^[0-9a-z]+$/.test(tenant) ? [tenantNotFound] : [];
    candidates.push(path.join(absoluteRoot, '404.html'));
    for (const candidate of candidates) {
      const candidateInfo = await fileAt(candidate);
      if (candidateInfo?.isFile()) return send(res, candidate, candidateInfo.size, 404, '/404', head);
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('页面不存在');
  };
}
