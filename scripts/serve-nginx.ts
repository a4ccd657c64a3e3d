/**
 * Runs Debian's nginx in the foreground with the generated deploy configuration, in front of a
 * sandbox: `NGINX_PORT=3180 UPSTREAM=http://127.0.0.1:3101 tsx scripts/serve-nginx.ts` (`NGINX_ROOT`
 * serves another export folder than out/; `NGINX_TLS=1` serves HTTPS and HTTP/2 with a local
 * certificate, scripts/lib/local-tls.ts). The browser
 * tests start it through Playwright; stopping this process stops nginx.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exitOnConfigError } from './lib/cli';
import { localCertificate } from './lib/local-tls';
import { matrixNginxConfig } from './lib/matrix-nginx';

const port = Number(process.env.NGINX_PORT ?? 3180);
const upstream = process.env.UPSTREAM ?? 'http://127.0.0.1:3101';
const prefix = path.resolve('.sandbox', `nginx-${port}`);
const tls = process.env.NGINX_TLS === '1' ? localCertificate() : undefined;

let config: string;
try {
  ({ config } = matrixNginxConfig({
    root: path.resolve(process.env.NGINX_ROOT ?? 'out'),
    listen: `127.0.0.1:${port}`,
    api: upstream,
    gateway: upstream,
    sandbox: upstream,
    brotli: true,
    full: true,
    tls,
  }));
} catch (error) {
  exitOnConfigError(error);
}
rmSync(prefix, { recursive: true, force: true });
mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
writeFileSync(path.join(prefix, 'nginx.conf'), config);

const nginx = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
nginx.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGQUIT'));
console.log(`nginx on ${tls ? 'https' : 'http'}://127.0.0.1:${port}/ in front of ${upstream}`);
