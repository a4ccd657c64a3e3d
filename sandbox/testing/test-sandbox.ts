import type { Profile } from '../profiles';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox, type RunningSandbox } from '../server';
import { HOOK_KEY_HEADER } from '../hook-key';

export type TestSandbox = RunningSandbox & {
  /** A request to one of the sandbox's test hooks (`/__sandbox/*`), with this run's key. */
  hook(path: string, init?: RequestInit): Promise<Response>;
  dispose(): Promise<void>;
};

/** A sandbox on an ephemeral port with a throw-away database, for tests over real HTTP. */
export async function startTestSandbox(
  options: { accessTokenTtl?: number; log?: (line: string) => void; profile?: Profile } = {},
): Promise<TestSandbox> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-test-'));
  const sandbox = await startSandbox({
    host: '127.0.0.1',
    port: 0,
    outDir: path.join(dir, 'out'),
    dbPath: path.join(dir, 'sandbox.db'),
    accessTokenTtl: options.accessTokenTtl ?? 600,
    log: options.log ?? null,
    profile: options.profile ?? 'default',
  });
  return {
    ...sandbox,
    hook: (hookPath, init = {}) =>
      fetch(`${sandbox.origin}${hookPath}`, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string> | undefined),
          [HOOK_KEY_HEADER]: sandbox.hookKey,
        },
      }),
    async dispose() {
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
