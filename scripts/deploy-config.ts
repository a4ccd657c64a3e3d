/**
 * `npm run deploy-config -- --api http://10.0.0.5:8080 --gateway http://10.0.0.6:8080 [--output nginx.conf]`
 * writes the nginx configuration of every tenant in the manifest. `--full` (default) writes a
 * complete nginx.conf; `--server-only` a server block to include. Brotli is enabled when the
 * Debian module is installed, unless `--no-brotli`.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readEnvironment } from '../sites/environment';
import { buildManifest } from '../sites/manifest';
import { argValue, exitOnConfigError, hasFlag } from './lib/cli';
import { nginxConfig } from './lib/nginx-config';

const brotliModules = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];

function originOf(address: string): string[] {
  return /^https?:\/\//.test(address) ? [new URL(address).origin] : [];
}

function upstream(argv: string[], name: string): string {
  const value = argValue(argv, name);
  if (!value || !/^https?:\/\/[^/\s]+$/.test(value)) {
    console.error(`--${name} must be an upstream like http://127.0.0.1:3000 (got ${value ?? 'nothing'})`);
    process.exit(1);
  }
  return value;
}

function main() {
  const argv = process.argv.slice(2);
  let sites;
  let environment;
  try {
    environment = readEnvironment();
    sites = buildManifest();
  } catch (error) {
    exitOnConfigError(error);
  }
  const api = upstream(argv, 'api');
  const gateway = argValue(argv, 'gateway') ? upstream(argv, 'gateway') : api;
  const sandbox = argValue(argv, 'sandbox') ? upstream(argv, 'sandbox') : undefined;
  const full = !hasFlag(argv, 'server-only');
  const brotliInstalled = brotliModules.every((module) => existsSync(module));
  const brotli = brotliInstalled && !hasFlag(argv, 'no-brotli');
  const { addresses } = environment;
  const config = nginxConfig({
    root: path.resolve(argValue(argv, 'root') ?? 'out'),
    listen: argValue(argv, 'listen') ?? '127.0.0.1:8080',
    tenants: sites.map((site) => site.VirtualDirectory),
    api,
    gateway,
    sandbox,
    connectOrigins: [addresses.SSO, addresses.API, addresses.GATEWAY, addresses.TRADING_API].flatMap(
      originOf,
    ),
    imageOrigins: [addresses.ATTACHMENT, addresses.STATIC].flatMap(originOf),
    brotli,
    loadModules: brotli && full ? brotliModules : [],
    full,
  });
  const output = argValue(argv, 'output');
  if (output) {
    writeFileSync(output, config);
    console.log(`wrote ${output}: ${sites.length} tenants, brotli ${brotli ? 'on' : 'off'}`);
  } else {
    process.stdout.write(config);
  }
}

main();
