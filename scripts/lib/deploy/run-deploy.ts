import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { listFiles, sha256 } from '../export-files';
import { looksLikeExport } from '../out-dir';
import { headersOf } from './headers';
import type { FileEntry } from './manifest';
import { planDeploy, type DeployPlan } from './plan';
import { DeployError, type DeployTarget } from './target';

export type DeployResult = { upload: number; skip: number; delete: number; bytes: number; seconds: number };

/** Parallel requests to the target: enough to hide latency, few enough for a small runner. */
const CONCURRENCY = 8;
const PROGRESS_EVERY = 100;

async function inPool<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

function localFiles(from: string): Map<string, FileEntry> {
  if (!looksLikeExport(from))
    throw new DeployError(`--from ${from}: not a static export (no index.html and _next/)`);
  return new Map(
    listFiles(from).map((file) => {
      const content = readFileSync(path.join(from, file));
      return [file, { sha256: sha256(content), size: content.length }];
    }),
  );
}

/**
 * Reads the build and the target, refuses a target that holds files this tool did not put there,
 * and returns the plan. Writes nothing.
 */
export async function prepareDeploy(from: string, target: DeployTarget): Promise<DeployPlan> {
  if (!statSync(from, { throwIfNoEntry: false })?.isDirectory())
    throw new DeployError(`--from ${from}: no such folder`);
  const local = localFiles(from);
  const previous = await target.readManifest();
  if (!previous && !(await target.isEmpty())) {
    throw new DeployError(
      `${target.description} is not empty and has no deploy manifest: deploy to an empty folder or prefix, or one this command deployed to before`,
    );
  }
  return planDeploy(local, previous);
}

/** Carries out a plan: assets, then pages, then the expired deletions, then the manifest. */
export async function carryOut(
  from: string,
  target: DeployTarget,
  plan: DeployPlan,
  onProgress: (line: string) => void,
): Promise<DeployResult> {
  const started = performance.now();
  let done = 0;
  let bytes = 0;
  await inPool(plan.upload, async (file) => {
    const body = readFileSync(path.join(from, file));
    await target.put(file, body, headersOf(file));
    done += 1;
    bytes += body.length;
    if (done % PROGRESS_EVERY === 0 || done === plan.upload.length) {
      onProgress(`uploaded ${done}/${plan.upload.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB`);
    }
  });
  await inPool(plan.delete, (file) => target.remove(file));
  if (plan.delete.length > 0)
    onProgress(`deleted ${plan.delete.length} files that left the build a release ago`);
  await target.writeManifest(plan.next);
  return {
    upload: plan.upload.length,
    skip: plan.skip.length,
    delete: plan.delete.length,
    bytes: plan.bytes,
    seconds: (performance.now() - started) / 1000,
  };
}
