import { spawn, type ChildProcess } from 'node:child_process';
import https from 'node:https';

/**
 * Resolves once `child` answers `probe` with a success; stops it and throws when it exits or stays
 * silent for 20 s. The stop is also registered for this process's exit. `trusted`: the PEM certificate
 * an https probe is signed with.
 */
export async function answeringProcess(
  child: ChildProcess,
  url: string,
  probe: string,
  name: string,
  trusted?: string,
): Promise<{ url: string; stop: () => void }> {
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      if (await answersOk(probe, trusted)) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`${name} did not answer on ${url} within 20 s`);
}

/** Whether `address` answers 2xx; an https one signed by the `trusted` certificate's key (PEM). */
function answersOk(address: string, trusted: string | undefined): Promise<boolean> {
  if (!trusted) return fetch(address).then((response) => response.ok);
  return new Promise((resolve, reject) => {
    const request = https.get(address, { ca: trusted }, (response) => {
      response.resume();
      resolve((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300);
    });
    request.on('error', reject);
  });
}

/**
 * Starts `tsx sandbox/main.ts` on a port and resolves once the province client answers; `env` adds
 * to this process's environment (another export to serve, another public origin).
 */
export async function startSandboxProcess(
  port: number,
  env: Record<string, string> = {},
): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, [require.resolve('tsx/cli'), 'sandbox/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  return answeringProcess(child, url, `${url}/client/`, 'the sandbox');
}
