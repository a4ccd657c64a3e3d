import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { specCalls } from '@/lib/contract/spec-calls';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';
import { callApi, signIn } from './testing/sign-in';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterEach(async () => {
  await sandbox.hook(`/__sandbox/faults`, { method: 'DELETE' });
});
afterAll(async () => {
  await sandbox.dispose();
});

const marks = '/baseapi/api/Mark/QueryMarkList';
const body = { BusinessType: 'Inventory' };

async function queueFault(fault: Record<string, unknown>) {
  const response = await sandbox.hook(`/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { ErrorCode: number; Data: { id: number } };
}

describe('fault injection', () => {
  it('forces an HTTP status for as many requests as asked, then answers normally', async () => {
    await queueFault({ path: '/baseapi/api/Mark/*', status: 500, times: 2 });
    expect((await callApi(sandbox.origin, marks, { body })).status).toBe(500);
    expect((await callApi(sandbox.origin, marks, { body })).status).toBe(500);
    const normal = await callApi(sandbox.origin, marks, { body });
    expect(normal.status).toBe(200);
    expect(
      specCalls.queryMarkList.data.parse(((await normal.json()) as { Data: unknown }).Data),
    ).toHaveLength(8);
  });

  it('forces an HTTP 401 with the envelope ErrorCode 401', async () => {
    await queueFault({ path: marks, status: 401 });
    const response = await callApi(sandbox.origin, marks, { body });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ ErrorCode: 401 });
  });

  it('forces an ErrorCode with its Message', async () => {
    await queueFault({ path: marks, errorCode: -11, message: '用户禁用' });
    const response = await callApi(sandbox.origin, marks, { body });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ErrorCode: -11, Message: '用户禁用', Data: null });
  });

  it('answers a malformed body', async () => {
    await queueFault({ path: marks, malformed: true });
    const response = await callApi(sandbox.origin, marks, { body });
    await expect(response.json()).rejects.toThrow();
  });

  it('delays the normal answer', async () => {
    await queueFault({ path: marks, delayMs: 300 });
    const started = performance.now();
    const response = await callApi(sandbox.origin, marks, { body });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(response.status).toBe(200);
  });

  it('applies to the SSO token endpoint too, and only to the method asked', async () => {
    await queueFault({ path: '/adfs/oauth2/token', method: 'post', status: 400 });
    // A GET does not take the fault: the POST after it still does.
    await fetch(`${sandbox.origin}/adfs/oauth2/token`);
    const post = await fetch(`${sandbox.origin}/adfs/oauth2/token`, { method: 'POST' });
    expect(post.status).toBe(400);
    expect(await post.json()).toMatchObject({ ErrorCode: 1 });
  });

  it('keeps a fault scoped to an account away from everyone else', async () => {
    const buyer = (await signIn(sandbox.origin, 'buyer')).tokens.access_token;
    const seller = (await signIn(sandbox.origin, 'seller')).tokens.access_token;
    await queueFault({ path: marks, account: 'buyer', status: 401 });
    expect((await callApi(sandbox.origin, marks, { body })).status).toBe(200);
    expect((await callApi(sandbox.origin, marks, { body, token: seller })).status).toBe(200);
    expect((await callApi(sandbox.origin, marks, { body, token: buyer })).status).toBe(401);
  });

  it('keeps a scoped fault to the requests of its scope, and clears only that scope', async () => {
    await queueFault({ path: marks, scope: 'test-a', status: 503 });
    await queueFault({ path: marks, scope: 'test-b', status: 502 });
    const scoped = (scope: string) =>
      fetch(`${sandbox.origin}${marks}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-scope': scope },
        body: JSON.stringify(body),
      });
    expect((await callApi(sandbox.origin, marks, { body })).status).toBe(200);
    expect((await scoped('test-a')).status).toBe(503);
    await sandbox.hook(`/__sandbox/faults?scope=test-b`, { method: 'DELETE' });
    expect((await scoped('test-b')).status).toBe(200);
  });

  it('lists the queue and clears it', async () => {
    await queueFault({ path: '/gatewayapi/*', status: 503, times: 3 });
    const listed = (await (await sandbox.hook(`/__sandbox/faults`)).json()) as { Data: unknown[] };
    expect(listed.Data).toEqual([
      expect.objectContaining({ path: '/gatewayapi/*', status: 503, remaining: 3 }),
    ]);
    await sandbox.hook(`/__sandbox/faults`, { method: 'DELETE' });
    const cleared = (await (await sandbox.hook(`/__sandbox/faults`)).json()) as { Data: unknown[] };
    expect(cleared.Data).toEqual([]);
  });

  it('refuses a fault that does nothing, in Chinese', async () => {
    const response = await sandbox.hook(`/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/x' }),
    });
    expect(await response.json()).toMatchObject({ ErrorCode: 1, Message: expect.stringMatching(/至少指定/) });
  });
});
