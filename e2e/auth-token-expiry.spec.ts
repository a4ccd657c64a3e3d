import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './csp-guard';
import { getUserBasicInfoPath } from '../lib/contract/user';
import { countTokenCalls, storedSession, submitProviderLogin, userDetailPath } from './auth-helpers';

/** Lifetime of access and id tokens in this test's own sandbox, in seconds. */
const TTL_SECONDS = 3;

// Sign-in and two pages on a CPU slowed four times, on a shared machine.
test.describe.configure({ timeout: 90_000 });

let child: ChildProcess;
let origin: string;
let dataDir: string;

// A sandbox of its own on an ephemeral port, serving the same export with short-lived tokens.
test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'auth-ttl-'));
  child = spawn(process.execPath, [require.resolve('tsx/cli'), 'sandbox/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SANDBOX_DB: path.join(dataDir, 'sandbox.db'),
      SANDBOX_ACCESS_TOKEN_TTL: String(TTL_SECONDS),
      SANDBOX_LOG: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^/\s]+)\//.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited with code ${code}`)));
  });
});
test.afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('a token that expires mid-session is refreshed and the next action still succeeds', async ({ page }) => {
  await page.goto(`${origin}/client/login/`);
  await submitProviderLogin(page, 'buyer');
  await page.waitForURL(`**${userDetailPath('client')}`);
  // A slow phone: with tokens this short, the user centre's first calls may already meet a 401.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The user centre has its answers (after a refresh, when its token expired on the way): leaving
  // earlier would cut that refresh off, and the token the provider rotated for it would be lost.
  await expect(page.getByTestId('identity-list')).toBeVisible();
  await expect(page.getByTestId('user-centre-menu')).toContainText('基本信息');
  await page.goto(`${origin}/client/`);
  await page.waitForFunction(() => Boolean(window.portalSandbox));
  const before = (await storedSession(page))?.auth?.accessToken;

  // The API's clock decides when the token has expired: wait until it refuses the stored one.
  await expect
    .poll(
      async () =>
        (
          await page.request.post(`${origin}/baseapi${getUserBasicInfoPath}`, {
            headers: { authorization: `Bearer ${before}` },
            data: {},
          })
        ).status(),
      { intervals: [500] },
    )
    .toBe(401);
  const tokenCalls = countTokenCalls(page);
  expect(await page.evaluate(() => window.portalSandbox!.call('/api/UserApi/GetUserBasicInfo'))).toBe('ok');
  expect(tokenCalls.count).toBe(1);
  expect((await storedSession(page))?.auth?.accessToken).not.toBe(before);
  await expect(page.getByTestId('user-name')).toHaveText('张竞买');
});
