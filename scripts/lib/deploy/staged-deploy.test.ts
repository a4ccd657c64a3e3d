import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeEach, describe, expect, it } from 'vitest';
import { readEnvironment } from '../../../sites/environment';
import { sealExport } from '../build-record';
import { loopbackOrigin } from '../loopback-server.test-helpers';
import { cspOrigins } from '../matrix-nginx';
import { headersFor, kindOf } from '../response-headers';
import { sampleExport, writeTree } from './deploy.test-helpers';

const run = promisify(execFile);
const environment = readEnvironment({ PORTAL_ENV: 'production' });

/** An export as the build leaves it, with the pages verify-headers asks for. */
function release(): string {
  const dir = writeTree({
    ...sampleExport,
    'client/baseweb/userCenterConter/userCenter/userDetail/index.html': '<!doctype html>',
    'sw.js': 'self.addEventListener("fetch", () => {})',
  });
  sealExport(dir, environment);
  return dir;
}

/**
 * The staging origin: serves the stage folder with the headers the CDN's rules give each kind of
 * path, less the one `dropped` names (a rule missing at the CDN).
 */
let stage = '';
let dropped: string | null = null;
function answer(request: IncomingMessage, response: ServerResponse) {
  const pathname = new URL(request.url!, 'http://x').pathname.slice(1);
  const file = pathname === '' || pathname.endsWith('/') ? `${pathname}index.html` : pathname;
  const full = path.join(stage, file);
  if (!existsSync(full)) return response.writeHead(404).end();
  const headers = headersFor(kindOf(file), { ...cspOrigins(environment.addresses), tls: false });
  response
    .writeHead(200, Object.fromEntries(headers.filter(([name]) => name !== dropped)))
    .end(readFileSync(full));
}

const staging = loopbackOrigin(answer);
beforeEach(() => {
  stage = path.join(mkdtempSync(path.join(tmpdir(), 'portal-stage-')), 'www');
  dropped = null;
});

async function deploy(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [
      require.resolve('tsx/cli'),
      'scripts/deploy.ts',
      ...args,
    ]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The release to `target`, through the stage and the test's staging origin. */
const stagedDeploy = (build: string, target: string) =>
  deploy(['--from', build, '--to', target, '--stage', stage, '--check', `${staging.origin}/client/`]);

describe('a deploy through a staging origin', () => {
  const live = () => path.join(mkdtempSync(path.join(tmpdir(), 'portal-live-')), 'www');

  it('goes live only after the staging origin serves every header of the release', async () => {
    const build = release();
    const target = live();
    const result = await stagedDeploy(build, target);
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(path.join(stage, 'client/index.html'), 'utf8')).toBe(
      sampleExport['client/index.html'],
    );
    expect(readFileSync(path.join(target, 'client/index.html'), 'utf8')).toBe(
      sampleExport['client/index.html'],
    );
    expect(result.stdout).toMatch(/staging .* serves every header: going live/);
  }, 120_000);

  it('leaves the live origin untouched when the staging origin lacks a header, naming it', async () => {
    dropped = 'Content-Security-Policy';
    const build = release();
    const target = live();
    const result = await stagedDeploy(build, target);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Content-Security-Policy');
    expect(result.stderr).toContain('not live');
    expect(existsSync(path.join(stage, 'client/index.html'))).toBe(true);
    expect(existsSync(target)).toBe(false);
  }, 120_000);

  it('needs the address that serves the stage', async () => {
    const result = await deploy(['--from', release(), '--to', live(), '--stage', stage]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--stage needs --check');
  }, 60_000);
});
