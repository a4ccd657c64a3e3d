import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { localCertificate } from './local-tls';
import { answeringProcess } from './sandbox-process';

/**
 * Starts `scripts/serve-nginx.ts` (the generated deploy configuration: compression, cache and
 * security headers) in front of a running sandbox, and resolves once it answers; measuring through
 * it shows what a visitor of the real deployment downloads, not the sandbox's uncompressed files.
 * `env` adds to this process's environment (NGINX_ROOT: another export). `tls` serves HTTPS and
 * HTTP/2 with the local certificate, as a deployment with `--tls-cert` does.
 */
export async function startNginxProcess(
  port: number,
  upstream: string,
  env: Record<string, string> = {},
  tls = false,
): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/serve-nginx.ts'], {
    env: { ...process.env, ...env, NGINX_PORT: String(port), UPSTREAM: upstream, NGINX_TLS: tls ? '1' : '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const trusted = tls ? readFileSync(localCertificate().certificate, 'utf8') : undefined;
  return answeringProcess(child, url, `${url}/client/`, 'nginx', trusted);
}
