import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { tokenResponseSchema } from '@/lib/contract/spec-calls';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';
import { signIn } from './testing/sign-in';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

const setClock = (body: unknown) =>
  sandbox.hook(`/__sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A refresh of `refreshToken`, as a request of `scope` (or of nobody's); the issued id_token's iat. */
async function refreshedAt(clientId: string, refreshToken: string, scope?: string) {
  const response = await fetch(`${sandbox.origin}/adfs/oauth2/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(scope ? { 'x-sandbox-scope': scope } : {}),
    },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: clientId,
      refresh_token: refreshToken,
      resource: `${sandbox.origin}/baseapi`,
    }),
  });
  expect(response.status).toBe(200);
  const tokens = tokenResponseSchema.parse(await response.json());
  return { iat: decodeJwt(tokens.id_token).iat!, next: tokens.refresh_token! };
}

const now = () => Math.floor(Date.now() / 1000);

describe("a test's own sandbox clock (/__sandbox/clock)", () => {
  it("moves the provider's time for the requests of its scope only, until it is put back", async () => {
    const { site, tokens } = await signIn(sandbox.origin, 'seller');
    expect((await setClock({ scope: 'aged', offsetSeconds: -360 })).status).toBe(200);
    const inThePast = await refreshedAt(site.SsoCleintId, tokens.refresh_token!, 'aged');
    expect(now() - inThePast.iat).toBeGreaterThanOrEqual(359);
    expect(now() - inThePast.iat).toBeLessThan(380);
    const elsewhere = await refreshedAt(site.SsoCleintId, inThePast.next, 'another-test');
    expect(Math.abs(now() - elsewhere.iat)).toBeLessThan(20);
    await sandbox.hook(`/__sandbox/clock?scope=aged`, { method: 'DELETE' });
    const putBack = await refreshedAt(site.SsoCleintId, elsewhere.next, 'aged');
    expect(Math.abs(now() - putBack.iat)).toBeLessThan(20);
  });

  it('refuses a setting without a scope or beyond a day', async () => {
    expect((await setClock({ offsetSeconds: -360 })).status).toBe(200);
    expect(await (await setClock({ offsetSeconds: -360 })).json()).toMatchObject({ ErrorCode: 1 });
    expect(await (await setClock({ scope: 'x', offsetSeconds: 2 * 86_400 })).json()).toMatchObject({
      ErrorCode: 1,
    });
  });
});
