import { createServer } from 'node:http';
import { createStaticHandler } from './static-files';

/** Starts the sandbox: for now the static export, as the CDN would serve it. */
export function startSandbox({ host, port, outDir }: { host: string; port: number; outDir: string }) {
  const serveStatic = createStaticHandler(outDir);
  const server = createServer((req, res) => {
    serveStatic(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('服务器异常');
    });
  });
  return new Promise<typeof server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
