import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { UNUSED_ROUTE_SITE } from '../../sites/unused-route-site';
import { BuildClock, type PhaseTime } from './build-phases';
import { finishExport } from './finish-export';
import { hintStartupChunks } from './compile-hints';
import { precompressAssets } from './precompress';

export type NextBuildResult = { seconds: number; phases: PhaseTime[] };

export type NextBuildOptions = {
  /** Export folder relative to the project (Next's distDir); `out` by default. */
  outDir?: string;
  /** Every tenant of the release when this build renders only a shard of it. */
  releaseSites?: string[];
  /** Shared by every shard of a release; Next picks a random one when absent. */
  buildId?: string | null;
};

/**
 * Runs one `next build` for the selected tenants and turns its page counter into one progress
 * line per step. Resolves with the wall time; rejects with Next's own output when it fails.
 */
export function runNextBuild(
  sites: string[],
  onProgress: (line: string) => void,
  options: NextBuildOptions = {},
): Promise<NextBuildResult> {
  const started = performance.now();
  const clock = new BuildClock();
  const outDir = options.outDir ?? 'out';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
      env: {
        ...process.env,
        PORTAL_SITES: sites.join(','),
        PORTAL_RELEASE_SITES: (options.releaseSites ?? sites).join(','),
        PORTAL_OUT_DIR: outDir,
        ...(options.buildId ? { PORTAL_BUILD_ID: options.buildId } : {}),
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log: string[] = [];
    let lastShown = '';
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split(/\r?\n/)) {
        if (!line.trim()) continue;
        log.push(line);
        clock.line(line);
        const pages = line.match(/Generating static pages.*\((\d+)\/(\d+)\)/);
        const stage = line.match(
          /^\s*(?:✓\s*)?(Creating an optimized production build|Compiled successfully|Running TypeScript|Collecting page data|Finalizing page optimization)/,
        );
        let shown: string | null = null;
        if (pages) {
          const [done, total] = [Number(pages[1]), Number(pages[2])];
          shown = `rendering pages ${done}/${total} (${total ? Math.round((done / total) * 100) : 100}%)`;
        } else if (stage) {
          shown = stage[1]!.toLowerCase();
        }
        if (shown && shown !== lastShown) {
          lastShown = shown;
          onProgress(shown);
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => {
      clock.nextExited();
      // Placeholder pages of routes no selected tenant serves (see sites/unused-route-site.ts).
      rmSync(path.resolve(outDir, UNUSED_ROUTE_SITE), { recursive: true, force: true });
      if (code !== 0) {
        reject(new Error(`next build failed (exit ${code}):\n${log.slice(-60).join('\n')}`));
        return;
      }
      let finished, hinted;
      try {
        finished = clock.step('page scripts and policies', () => finishExport(path.resolve(outDir), sites));
        // Next keeps its build (manifests, server code) in `.next` and writes only the export to distDir.
        hinted = clock.step('compile hints', () =>
          hintStartupChunks(path.resolve(outDir), path.resolve('.next')),
        );
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      onProgress(
        `${finished.pages} pages given their script policy; ${finished.removedFiles} RSC payloads removed (${(finished.removedBytes / 1024 / 1024).toFixed(1)} MiB)`,
      );
      onProgress(`${hinted} start-up chunks compiled as they stream in (V8 compile hint)`);
      clock
        .stepAsync('brotli', () => precompressAssets(path.resolve(outDir)))
        .then((compressed) => {
          onProgress(
            `${compressed.files} scripts and styles precompressed (brotli): ${(compressed.rawBytes / 1024).toFixed(0)} KiB to ${(compressed.brotliBytes / 1024).toFixed(0)} KiB`,
          );
          resolve({ seconds: (performance.now() - started) / 1000, phases: clock.phases() });
        }, reject);
    });
  });
}
