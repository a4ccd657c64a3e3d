import { spawn } from 'node:child_process';

/**
 * Starts `scripts/serve-nginx.ts` (the generated deploy configuration: compression, cache and
 * security headers) in front of a running sandbox, and resolves once it answers; measuring through
 * it shows what a visitor of the real deployment downloads, not the sandbox's uncompressed files.
 */
export async function startNginxProcess(
  port: number,
  upstream: string,
): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/serve-nginx.ts'], {
    env: { ...process.env, NGINX_PORT: String(port), UPSTREAM: upstream },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/client/`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`nginx did not answer on ${url} within 20 s`);
}
