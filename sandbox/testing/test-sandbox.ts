import type { Profile } from '../profiles';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox, type RunningSandbox } from '../server';

export type TestSandbox = RunningSandbox & { dispose(): Promise<void> };

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
    async dispose() {
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
