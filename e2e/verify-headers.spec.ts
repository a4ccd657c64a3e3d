import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';

/**
 * `npm run verify-headers` against real origins (project `nginx`, which also starts the plain
 * sandbox): the deploy nginx in front of a sandbox serves every header of response-headers.ts,
 * the sandbox's own file server does not, and the check must tell the two apart. No page is
 * opened, so no browser either.
 */

type Run = { code: number | null; stdout: string; stderr: string };

/** The CLI as a release engineer runs it, with the profile the nginx of this run was configured for. */
function verifyHeaders(base: string): Promise<Run> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/verify-headers.ts', base], {
    env: { ...process.env, PORTAL_ENV: process.env.PORTAL_ENV?.trim() || 'sandbox' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The origin a project's tests run against. */
function originOf(project: string): string {
  const url = test.info().config.projects.find((entry) => entry.name === project)?.use.baseURL;
  if (!url) throw new Error(`no project ${project} with a baseURL`);
  return new URL(url).origin;
}

test('@nginx verify-headers passes the deploy nginx in front of a sandbox', async () => {
  const nginx = originOf('nginx');
  const run = await verifyHeaders(`${nginx}/client/`);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  for (const address of [
    `${nginx}/client/`,
    `${nginx}/client/baseweb/userCenterConter/userCenter/userDetail/`,
    `${nginx}/sw.js`,
    `${nginx}/_next/static/`,
  ])
    expect(run.stdout).toContain(address);
  expect(run.stdout).toContain('✓  X-Frame-Options');
  expect(run.stdout).not.toContain('✗');
  expect(run.stdout).toContain(`[verify-headers] ok: 4 answers of ${nginx}`);
});

test("@nginx verify-headers fails the sandbox's own file server, naming each header it drops", async () => {
  const sandbox = originOf('chromium');
  const run = await verifyHeaders(`${sandbox}/client/`);
  expect(run.code).toBe(1);
  expect(run.stdout).toMatch(/✗ {2}Content-Security-Policy +expected {2}style-src/);
  for (const line of [
    `${sandbox}/client/ (public page): Content-Security-Policy missing`,
    `${sandbox}/client/ (public page): X-Frame-Options missing`,
    `${sandbox}/client/baseweb/userCenterConter/userCenter/userDetail/ (user-centre page): X-Frame-Options missing`,
    `${sandbox}/sw.js (service worker): Permissions-Policy missing`,
    `${sandbox}/client/ (public page): Referrer-Policy wrong: got strict-origin-when-cross-origin, expected strict-origin`,
  ])
    expect(run.stderr).toContain(line);
});
