/**
 * `npm run deploy -- --from DIR --to TARGET [--endpoint URL] [--dry-run] [--json]`: puts a static
 * export on a CDN origin, uploading only what changed. TARGET is a folder or `s3://bucket/prefix`
 * (any S3-compatible store with --endpoint; credentials from AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY). Before anything is written it verifies the export against its SHA256SUMS
 * (and that signed by PORTAL_RELEASE_KEY, when set),
 * refuses a sandbox build (unless --allow-sandbox) and every path that could leave the site.
 *
 * `--stage STAGE --check URL`: the release goes to STAGE first (a folder or prefix a staging origin
 * serves through the same CDN rules), verify-headers holds URL (a tenant's address on that origin)
 * to the headers of the hosts the export's build.json records, and TARGET is written only when
 * every header is there. See docs/release.md.
 */
import path from 'node:path';
import { argValue, formatBytes, hasFlag } from './lib/cli';
import { folderTarget } from './lib/deploy/folder-target';
import { carryOut, prepareDeploy } from './lib/deploy/run-deploy';
import { s3Target } from './lib/deploy/s3-target';
import { DeployError, type DeployTarget } from './lib/deploy/target';
import type { DeployOptions } from './lib/deploy/verify-export';
import { releaseKeyFromEnv, RELEASE_KEY_ENV } from './lib/release-signature';
import { releaseEnvironment } from './lib/baked-environment';
import { checkRelease } from './lib/verify-headers/check-release';
import { tenantBase } from './lib/verify-headers/targets';

function targetOf(to: string, endpoint: string | undefined): DeployTarget {
  if (to.startsWith('s3://')) return s3Target(to, { endpoint });
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(to))
    throw new DeployError(`--to ${to}: a folder or s3://bucket/prefix`);
  if (endpoint !== undefined) throw new DeployError('--endpoint applies only to an s3:// target');
  return folderTarget(to);
}

/**
 * The release on the staging origin first, held to its headers there: a CDN rule missing for the
 * new release shows on the stage, not on the live origin. Throws DeployError when it fails.
 */
async function stageAndCheck(
  source: string,
  stage: DeployTarget,
  checkUrl: string,
  options: DeployOptions,
  log: (line: string) => void,
): Promise<void> {
  const base = tenantBase(checkUrl);
  const environment = releaseEnvironment(source, {});
  const plan = await prepareDeploy(source, stage, options);
  const result = await carryOut(source, stage, plan, log);
  log(
    `staging ${stage.description}: uploaded ${result.upload}, skipped ${result.skip}; checking ${base.href}`,
  );
  const { reports, problems } = await checkRelease(base, environment);
  if (problems.length > 0)
    throw new DeployError(
      `staging ${base.origin} is not serving the release's headers, so it is not live (${problems.length} problem(s)):\n  ${problems.join('\n  ')}`,
    );
  log(`staging ${base.origin} serves every header: going live (${reports.length} answers checked)`);
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
      'usage: npm run deploy -- --from DIR --to DIR|s3://bucket/prefix [--endpoint URL] [--stage DIR|s3://bucket/prefix --check URL] [--dry-run] [--json] [--allow-sandbox]',
    );
  const source = path.resolve(from);
  const target = targetOf(to, argValue(argv, 'endpoint') || undefined);
  const started = performance.now();
  const key = releaseKeyFromEnv();
  if (!key) log(`${RELEASE_KEY_ENV} is not set: the SHA256SUMS signature is not checked`);
  const options: DeployOptions = { allowSandbox: hasFlag(argv, 'allow-sandbox'), key };
  const stage = argValue(argv, 'stage');
  const checkUrl = argValue(argv, 'check');
  if (stage && !checkUrl)
    throw new DeployError(
      '--stage needs --check URL: the tenant address on the origin that serves the stage',
    );
  if (stage && checkUrl && !hasFlag(argv, 'dry-run'))
    await stageAndCheck(
      source,
      targetOf(stage, argValue(argv, 'endpoint') || undefined),
      checkUrl,
      options,
      log,
    );
  const plan = await prepareDeploy(source, target, options);
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
