import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headersOf } from './headers';
import { MANIFEST_FILE } from './manifest';
import { planDeploy, type DeployPlan } from './plan';
import { assertSafeKeys } from './safe-keys';
import { DeployError, type DeployTarget } from './target';
import { verifyExport, type DeployOptions } from './verify-export';

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

/**
 * Reads and verifies the build (`verify-export.ts`), reads the target, refuses a target that holds
 * files this tool did not put there, checks every path the plan names (uploads and the deletions
 * the target's manifest asks for), and returns the plan. Writes nothing.
 */
export async function prepareDeploy(
  from: string,
  target: DeployTarget,
  options: DeployOptions = { allowSandbox: false },
): Promise<DeployPlan> {
  const { files: local } = verifyExport(from, options);
  const previous = await target.readManifest();
  if (!previous && !(await target.isEmpty())) {
    throw new DeployError(
      `${target.description} is not empty and has no deploy manifest: deploy to an empty folder or prefix, or one this command deployed to before`,
    );
  }
  if (previous) {
    const where = `${target.description}/${MANIFEST_FILE}`;
    assertSafeKeys(Object.keys(previous.files), where);
    assertSafeKeys(Object.keys(previous.retired), where);
  }
  const plan = planDeploy(local, previous);
  await target.checkPaths([...plan.upload, ...plan.delete]);
  return plan;
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
