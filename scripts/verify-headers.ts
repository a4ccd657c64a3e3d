/**
 * `npm run verify-headers -- https://host/client/`: after a deploy, asks the origin for the
 * tenant's public page, a user-centre page, `/sw.js` and a script the page loads, and holds every
 * answer to the headers `scripts/lib/response-headers.ts` gives its kind of path (the CSP compared
 * directive by directive, HSTS expected over https only). Prints a table per address; exits 1
 * naming every header missing or wrong. The CSP must name the hosts the pages talk to: with
 * `--export DIR` (the release's export) those its build.json records, else, like `deploy-config`,
 * those of the profile PORTAL_ENV names.
 */
import path from 'node:path';
import { releaseEnvironment } from './lib/baked-environment';
import { argValue, exitOnConfigError } from './lib/cli';
import { checkRelease } from './lib/verify-headers/check-release';
import { formatReport } from './lib/verify-headers/report';
import { tenantBase } from './lib/verify-headers/targets';

async function main() {
  let base: URL;
  let environment;
  try {
    const argv = process.argv.slice(2);
    const exportDir = argValue(argv, 'export');
    environment = releaseEnvironment(exportDir && path.resolve(exportDir));
    base = tenantBase(argv.find((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--export'));
  } catch (error) {
    exitOnConfigError(error);
  }
  const { reports, problems: found, tls } = await checkRelease(base, environment);
  console.log(reports.map(formatReport).join('\n\n'));
  if (!tls)
    console.log('\n(plain http: Strict-Transport-Security is sent over https only and was not expected)');
  if (found.length > 0) {
    console.error(
      `\n[verify-headers] ${base.origin} is not serving the release's headers (${found.length} problem(s)):\n  ${found.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(
    `\n[verify-headers] ok: ${reports.length} answers of ${base.origin} carry every header of their kind`,
  );
}

main().catch((error: unknown) => exitOnConfigError(error));
