import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

/**
 * Two ways to reach the portal: the sandbox directly (project `chromium`), and a real nginx with
 * the generated deploy configuration in front of a second sandbox (project `nginx`, the tests
 * tagged @nginx), so sign-in and a portal page are proven under the production headers and CSP.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const proxiedSandboxPort = port + 1;
const nginxPort = port + 80;
export const baseURL = `http://127.0.0.1:${port}`;
const nginxURL = `http://127.0.0.1:${nginxPort}`;

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1400, height: 900 },
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
};

// One key for the test hooks (/__sandbox/*) of the sandboxes this run starts; the workers, which
// inherit this environment, send it (e2e/sandbox-hooks.ts).
process.env.SANDBOX_HOOK_KEY ??= randomBytes(24).toString('base64url');

// Each run starts from a freshly seeded database, so no test depends on an earlier run.
const sandboxEnv = {
  HOST: '127.0.0.1',
  SANDBOX_DB: ':memory:',
  SANDBOX_LOG: '0',
  SANDBOX_HOOK_KEY: process.env.SANDBOX_HOOK_KEY,
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Safety nets, not speed checks (speed is measured by the bench scripts): two browsers on a
  // busy two-core runner took over 30 s for an axe pass of a home and 7 s for a fresh home's
  // start-up refresh, tests that pass in 10 s and 2 s alone.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    // Pages register the offline service worker after they load. A request the worker answers
    // never reaches page.route, which many specs use to stage failures, so they run without it;
    // e2e/offline.spec.ts allows it and tests what it does.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', grepInvert: /@nginx/, use: { ...chromium, baseURL } },
    { name: 'nginx', grep: /@nginx/, use: { ...chromium, baseURL: nginxURL } },
  ],
  webServer: [
    {
      command: 'tsx sandbox/main.ts',
      url: `${baseURL}/client/`,
      env: { ...sandboxEnv, PORT: String(port) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'tsx sandbox/main.ts',
      url: `http://127.0.0.1:${proxiedSandboxPort}/client/`,
      env: { ...sandboxEnv, PORT: String(proxiedSandboxPort), SANDBOX_PUBLIC_ORIGIN: nginxURL },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'tsx scripts/serve-nginx.ts',
      url: `${nginxURL}/client/`,
      env: { NGINX_PORT: String(nginxPort), UPSTREAM: `http://127.0.0.1:${proxiedSandboxPort}` },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
