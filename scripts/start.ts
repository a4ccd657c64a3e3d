/**
 * `npm start`: builds the default tenants when `out/` is missing or stale, then runs the sandbox
 * (static export, SSO, API) with a page at `/` listing every tenant, builds the other tenants in the
 * background (`--no-background` skips that) and prints where to go and who to sign in as.
 * Ctrl-C stops it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, readConfig } from '../sandbox/config';
import { readyBanner } from '../sandbox/banner';
import { startSandbox } from '../sandbox/server';
import { readEnvironment } from '../sites/environment';
import { buildManifest, selectSites } from '../sites/manifest';
import { argValue, hasFlag } from './lib/cli';
import { staleReason } from './lib/stale-build';
import { startBackgroundBuild } from './lib/background-build';
import { tenantIndexHtml, type BuildProgress } from '../sandbox/tenant-index';
import { writeHookKey } from '../sandbox/hook-key';

/** The tenants `npm start` builds: the province portal and one of the main other kinds. */
export const defaultTenants = ['client', '4101client', 'recycle', 'inventory', 'lease', 'smalllease'];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const argv = process.argv.slice(2);
  let config;
  let tenants: string[];
  const manifest = buildManifest();
  try {
    config = readConfig();
    readEnvironment();
    const wanted = argValue(argv, 'site') ?? process.env.PORTAL_SITES ?? defaultTenants.join(',');
    tenants = selectSites(manifest, wanted).map((site) => site.VirtualDirectory);
  } catch (error) {
    fail(error instanceof Error ? error.message.split('\n').join(' ') : String(error));
  }

  const reason = hasFlag(argv, 'no-build')
    ? null
    : staleReason(process.cwd(), path.resolve(config.outDir), tenants);
  if (reason) {
    console.log(`[start] ${reason}: building ${tenants.join(', ')}`);
    const build = spawnSync(
      process.execPath,
      [require.resolve('tsx/cli'), 'scripts/build-sites.ts', '--site', tenants.join(',')],
      // The sandbox serves its own build: name the profile, as every build must.
      { stdio: 'inherit', env: { ...process.env, PORTAL_ENV: 'sandbox' } },
    );
    if (build.status !== 0) fail('[start] the build failed; see above');
  }

  const outDir = path.resolve(config.outDir);
  const missing = manifest.some(
    (site) => !existsSync(path.join(outDir, site.VirtualDirectory, 'index.html')),
  );
  const background =
    missing && !hasFlag(argv, 'no-background')
      ? startBackgroundBuild(outDir, path.resolve('.sandbox', 'serving'), (line) => console.log(line))
      : null;
  const idle: BuildProgress = { state: 'done', line: '' };
  const root = () => background?.state.root ?? outDir;

  const started = performance.now();
  let sandbox;
  try {
    sandbox = await startSandbox({
      ...config,
      staticRoot: root,
      tenantIndex: () => tenantIndexHtml(manifest, root(), background?.state.progress ?? idle),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(
      code === 'EADDRINUSE'
        ? `[start] port ${config.port} is already in use: stop the other server or set PORT`
        : code === 'EACCES' || code === 'EADDRNOTAVAIL'
          ? `[start] cannot listen on ${config.host}:${config.port} (${code}): set HOST or PORT`
          : `[start] the sandbox failed to start: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const ms = performance.now() - started;
  writeHookKey(config.port, sandbox.hookKey);
  console.log(
    readyBanner({
      origin: sandbox.origin,
      dbPath: config.dbPath,
      ms,
      hook: { key: sandbox.hookKey, port: config.port },
    }),
  );

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    background?.stop();
    sandbox.close().then(
      () => {
        console.log('[start] sandbox stopped');
        process.exit(0);
      },
      () => process.exit(0),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  fail(
    error instanceof ConfigError
      ? error.message
      : `[start] ${error instanceof Error ? error.message : String(error)}`,
  );
});
