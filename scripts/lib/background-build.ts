import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import type { BuildProgress } from '../../sandbox/tenant-index';

/**
 * Builds every tenant while the sandbox serves the ones already built. `next build` empties `out/`
 * when it exports, so the sandbox serves a copy of the current build until the new one is complete.
 */
export function startBackgroundBuild(outDir: string, snapshotDir: string, onLine: (line: string) => void) {
  rmSync(snapshotDir, { recursive: true, force: true });
  cpSync(outDir, snapshotDir, { recursive: true });
  const state = { root: snapshotDir, progress: { state: 'building', line: '准备中' } as BuildProgress };
  const env = { ...process.env };
  delete env.PORTAL_SITES;
  // The sandbox serves its own build: name the profile, as every build must.
  env.PORTAL_ENV = 'sandbox';
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/build-sites.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops the `next build` it starts.
    detached: true,
  });
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      state.progress = { state: 'building', line: line.replace(/^\[build\]\s*/, '') };
      onLine(line);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => onLine(chunk.toString().trimEnd()));
  child.on('exit', (code) => {
    if (code === 0) {
      state.root = outDir;
      state.progress = { state: 'done', line: '' };
      rmSync(snapshotDir, { recursive: true, force: true });
      onLine('[start] every tenant is built and served');
    } else {
      state.progress = { state: 'failed', line: `退出码 ${code ?? '?'}` };
      onLine('[start] the background build failed; the tenants built before are still served');
    }
  });
  const stop = () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  return { state, stop };
}
