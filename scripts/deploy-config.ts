/**
 * `npm run deploy-config -- --api http://10.0.0.5:8080 --gateway http://10.0.0.6:8080 [--output nginx.conf]`
 * writes the nginx configuration of every tenant in the manifest. A complete nginx.conf by default;
 * `--server-only` a server block to include. Brotli is enabled when the Debian module is installed,
 * unless `--no-brotli`. `--sandbox URL` also proxies the sandbox's SSO and stand-in paths.
 * `--server-name a.example,b.example` names the hosts; `--tls-cert FILE --tls-key FILE` terminates
 * TLS and adds HSTS. `--bid-manager URL` sends /api/BidManager/ elsewhere than `--api`.
 *
 * `--format headers` writes a `_headers` file (Netlify, Cloudflare Pages) and `--format cloudfront`
 * CloudFront response headers policies instead, with the same headers (see docs/deploy.md).
 * The CSP names the hosts the pages talk to: with `--export DIR` those the build baked in and
 * recorded in DIR/build.json (the release's collector included); else, like the build, it needs
 * PORTAL_ENV and reads that profile.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { argValue, exitOnConfigError, hasFlag } from './lib/cli';
import type { Environment } from '../sites/environment';
import { releaseEnvironment } from './lib/baked-environment';
import { cloudFrontPolicies, headersFile } from './lib/cdn-headers';
import { cspOrigins, matrixNginxConfig } from './lib/matrix-nginx';

const formats = ['nginx', 'headers', 'cloudfront'] as const;
type Format = (typeof formats)[number];

function upstream(argv: string[], name: string): string {
  const value = argValue(argv, name);
  if (!value || !/^https?:\/\/[^/\s]+$/.test(value)) {
    console.error(`--${name} must be an upstream like http://127.0.0.1:3000 (got ${value ?? 'nothing'})`);
    process.exit(1);
  }
  return value;
}

/** Both TLS files or neither: half a TLS configuration is a mistake, not plain HTTP. */
function tlsFiles(argv: string[]): { certificate: string; key: string } | undefined {
  const certificate = argValue(argv, 'tls-cert');
  const key = argValue(argv, 'tls-key');
  if (!certificate && !key) return undefined;
  if (!certificate || !key) {
    console.error('--tls-cert and --tls-key go together');
    process.exit(1);
  }
  return { certificate: path.resolve(certificate), key: path.resolve(key) };
}

function formatOf(argv: string[]): Format {
  const format = argValue(argv, 'format') ?? 'nginx';
  if (!(formats as readonly string[]).includes(format)) {
    console.error(`--format must be one of ${formats.join(', ')} (got ${format})`);
    process.exit(1);
  }
  return format as Format;
}

/** The CDN formats: the same headers as nginx, for a host that reads them from a file. */
function cdnRules(format: Exclude<Format, 'nginx'>, environment: Environment): string {
  const { addresses, telemetry } = environment;
  const origins = cspOrigins(addresses, telemetry);
  return format === 'headers'
    ? headersFile(origins)
    : `${JSON.stringify(cloudFrontPolicies(origins), null, 2)}\n`;
}

function write(argv: string[], text: string, summary: string) {
  const output = argValue(argv, 'output');
  if (output) {
    writeFileSync(output, text);
    console.log(`wrote ${output}: ${summary}`);
  } else {
    process.stdout.write(text);
  }
}

function main() {
  const argv = process.argv.slice(2);
  const format = formatOf(argv);
  const exportDir = argValue(argv, 'export');
  let environment;
  try {
    environment = releaseEnvironment(exportDir && path.resolve(exportDir));
    if (format !== 'nginx') {
      write(argv, cdnRules(format, environment), `${format} rules`);
      return;
    }
  } catch (error) {
    exitOnConfigError(error);
  }
  const api = upstream(argv, 'api');
  let result;
  try {
    result = matrixNginxConfig({
      root: path.resolve(argValue(argv, 'root') ?? 'out'),
      listen: argValue(argv, 'listen') ?? '127.0.0.1:8080',
      api,
      gateway: argValue(argv, 'gateway') ? upstream(argv, 'gateway') : api,
      bidManager: argValue(argv, 'bid-manager') ? upstream(argv, 'bid-manager') : api,
      sandbox: argValue(argv, 'sandbox') ? upstream(argv, 'sandbox') : undefined,
      brotli: !hasFlag(argv, 'no-brotli'),
      full: !hasFlag(argv, 'server-only'),
      serverNames: argValue(argv, 'server-name')
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean),
      tls: tlsFiles(argv),
      environment,
    });
  } catch (error) {
    exitOnConfigError(error);
  }
  write(argv, result.config, `${result.tenants} tenants, brotli ${result.brotli ? 'on' : 'off'}`);
}

main();
