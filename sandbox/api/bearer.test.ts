import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair, importJWK, type JWK } from 'jose';
import { getUserBasicInfoPath } from '@/lib/contract/user';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { callApi, signIn } from '../testing/sign-in';
import { apiAudience } from '../sso/constants';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ accessTokenTtl: 2 });
});
afterAll(async () => {
  await sandbox.dispose();
});

const path = `/baseapi${getUserBasicInfoPath}`;

async function expect401(token?: string) {
  const response = await callApi(sandbox.origin, path, { token });
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ ErrorCode: 401, Message: '登录已过期,请重新登录', Data: null });
}

function providerKey(): JWK {
  const row = sandbox.db.prepare("SELECT value FROM settings WHERE key = 'sso.signingKey'").get() as {
    value: string;
  };
  return JSON.parse(row.value) as JWK;
}

async function tokenFor(sub: string, key: CryptoKey | Uint8Array, kid: string, expiresAt: number) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(`${sandbox.origin}/adfs`)
    .setAudience(apiAudience)
    .setSubject(sub)
    .setIssuedAt(expiresAt - 60)
    .setExpirationTime(expiresAt)
    .sign(key);
}

describe('bearer tokens on the API', () => {
  it('a missing token gets 401', async () => {
    await expect401();
  });

  it('a token of SANDBOX_ACCESS_TOKEN_TTL seconds works, then expires into 401', async () => {
    const { tokens } = await signIn(sandbox.origin, 'buyer');
    expect(tokens.expires_in).toBe(2);
    expect((await callApi(sandbox.origin, path, { token: tokens.access_token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect401(tokens.access_token);
  });

  it('an expired token signed with the provider key gets 401', async () => {
    const jwk = providerKey();
    const user = sandbox.db.prepare("SELECT id FROM users WHERE account = 'buyer'").get() as { id: string };
    const key = await importJWK(jwk, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    expect(
      (await callApi(sandbox.origin, path, { token: await tokenFor(user.id, key, jwk.kid!, now + 60) }))
        .status,
    ).toBe(200);
    await expect401(await tokenFor(user.id, key, jwk.kid!, now - 10));
  });

  it('a forged token (another key, same kid) gets 401', async () => {
    const user = sandbox.db.prepare("SELECT id FROM users WHERE account = 'buyer'").get() as { id: string };
    const { privateKey } = await generateKeyPair('RS256');
    await expect401(
      await tokenFor(user.id, privateKey, providerKey().kid!, Math.floor(Date.now() / 1000) + 600),
    );
  });

  it('a token that is not a JWT gets 401', async () => {
    await expect401('not-a-token');
  });
});
