/**
 * `npm run deploy -- --from DIR --to TARGET [--endpoint URL] [--dry-run] [--json]`: puts a static
 * export on a CDN origin, uploading only what changed. TARGET is a folder or `s3://bucket/prefix`
 * (any S3-compatible store with --endpoint; credentials from AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY). Before anything is written it verifies the export against its SHA256SUMS
 * (and that signed by PORTAL_RELEASE_KEY, when set),
 * refuses a sandbox build (unless --allow-sandbox) and every path that could leave the site. See
 * docs/release.md.
 */
import path from 'node:path';
import { argValue, formatBytes, hasFlag } from './lib/cli';
import { folderTarget } from './lib/deploy/folder-target';
import { carryOut, prepareDeploy } from './lib/deploy/run-deploy';
import { s3Target } from './lib/deploy/s3-target';
import { DeployError, type DeployTarget } from './lib/deploy/target';
import { releaseKeyFromEnv, RELEASE_KEY_ENV } from './lib/release-signature';

function targetOf(to: string, endpoint: string | undefined): DeployTarget {
  if (to.startsWith('s3://')) return s3Target(to, { endpoint });
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(to))
    throw new DeployError(`--to ${to}: a folder or s3://bucket/prefix`);
  if (endpoint !== undefined) throw new DeployError('--endpoint applies only to an s3:// target');
  return folderTarget(to);
}

async function main() {
  const argv = process.argv.slice(2);
  const json = hasFlag(argv, 'json');
  // With --json, stdout carries only the JSON; progress goes to stderr.
  const log = (line: string) => (json ? console.error : console.log)(`[deploy] ${line}`);
  const from = argValue(argv, 'from');
  const to = argValue(argv, 'to');
  if (!from || !to)
    throw new DeployError(
      'usage: npm run deploy -- --from DIR --to DIR|s3://bucket/prefix [--endpoint URL] [--dry-run] [--json] [--allow-sandbox]',
    );
  const source = path.resolve(from);
  const target = targetOf(to, argValue(argv, 'endpoint') || undefined);
  const started = performance.now();
  const key = releaseKeyFromEnv();
  if (!key) log(`${RELEASE_KEY_ENV} is not set: the SHA256SUMS signature is not checked`);
  const plan = await prepareDeploy(source, target, { allowSandbox: hasFlag(argv, 'allow-sandbox'), key });
  const counts = {
    upload: plan.upload.length,
    skip: plan.skip.length,
    delete: plan.delete.length,
    bytes: plan.bytes,
  };
  log(
    `${target.description}: release ${plan.next.release}, upload ${counts.upload} (${formatBytes(counts.bytes)}), skip ${counts.skip}, delete ${counts.delete}, keep ${Object.keys(plan.next.retired).length} retired one more release`,
  );
  if (hasFlag(argv, 'dry-run')) {
    if (json) console.log(JSON.stringify(counts));
    else log('dry run: nothing written');
    return;
  }
  const result = await carryOut(source, target, plan, log);
  const seconds = (performance.now() - started) / 1000;
  log(
    `done: ${result.upload + result.skip} files, uploaded ${result.upload} (${formatBytes(result.bytes)}), skipped ${result.skip}, deleted ${result.delete} in ${seconds.toFixed(1)} s`,
  );
  if (json) console.log(JSON.stringify({ ...counts, seconds: Number(seconds.toFixed(2)) }));
}

main().catch((error: unknown) => {
  console.error(`[deploy] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
