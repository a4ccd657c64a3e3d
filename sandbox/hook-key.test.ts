import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';
import { HOOK_KEY_HEADER } from './hook-key';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

const hooks = [
  '/__sandbox/faults',
  '/__sandbox/profile',
  '/__sandbox/publish',
  '/__sandbox/clock',
  '/__sandbox/field',
];

describe("the sandbox's test hooks (/__sandbox/*)", () => {
  it("refuse a cross-site page's text/plain post, which needs no preflight, without the run's key", async () => {
    for (const hook of hooks) {
      const response = await fetch(`${sandbox.origin}${hook}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'text/plain',
          Origin: 'https://elsewhere.example',
          'Sec-Fetch-Site': 'cross-site',
        },
        body: JSON.stringify({ path: '/baseapi/api/AnncApi/QueryAnncList', status: 500 }),
      });
      expect(response.status, hook).toBe(403);
    }
    // Nothing was queued: the API answers as before.
    const listed = await sandbox.hook('/__sandbox/faults');
    expect(((await listed.json()) as { Data: unknown[] }).Data).toEqual([]);
  });

  it('refuse every method without the key, or with another key', async () => {
    for (const hook of hooks)
      for (const headers of [{}, { [HOOK_KEY_HEADER]: 'not-the-key' }, { [HOOK_KEY_HEADER]: '' }] as Record<
        string,
        string
      >[]) {
        expect((await fetch(`${sandbox.origin}${hook}`, { headers })).status, hook).toBe(403);
        expect((await fetch(`${sandbox.origin}${hook}`, { method: 'DELETE', headers })).status, hook).toBe(
          403,
        );
      }
  });

  it("answer with this run's key, which differs from run to run", async () => {
    expect((await sandbox.hook('/__sandbox/faults')).status).toBe(200);
    const other = await startTestSandbox();
    try {
      expect(other.hookKey).not.toBe(sandbox.hookKey);
      const crossed = await fetch(`${other.origin}/__sandbox/faults`, {
        headers: { [HOOK_KEY_HEADER]: sandbox.hookKey },
      });
      expect(crossed.status).toBe(403);
    } finally {
      await other.dispose();
    }
  });

  it('leave the stand-in of an external site, a page the browser opens, open', async () => {
    const page = await fetch(
      `${sandbox.origin}/__sandbox/external/?url=${encodeURIComponent('https://a.example/')}`,
    );
    expect(page.status).toBe(200);
  });
});
