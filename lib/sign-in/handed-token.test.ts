import { beforeAll, describe, expect, it, vi } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

await vi.hoisted(async () => {
  const { useAbsoluteSsoAddresses } = await import('@/lib/testing/absolute-sso');
  useAbsoluteSsoAddresses();
  process.env.PORTAL_CLIENT_IDS = JSON.stringify(['province-client', 'city-client']);
});

import { checkHandedToken } from './handed-token';

const issuer = 'https://sso.example/adfs';
let key: CryptoKey;
let published: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  published = { ...(await exportJWK(pair.publicKey)), kid: 'k', alg: 'RS256', use: 'sig' };
  vi.stubGlobal('fetch', async (input: unknown) => {
    const url = String(input);
    if (url === `${issuer}/.well-known/openid-configuration`)
      return Response.json({ issuer, jwks_uri: `${issuer}/discovery/keys` });
    if (url === `${issuer}/discovery/keys`) return Response.json({ keys: [published] });
    return new Response('not found', { status: 404 });
  });
});

const now = () => Math.floor(Date.now() / 1000);
const token = (claims: { aud?: string; iat?: number; extra?: Record<string, string> } = {}) =>
  new SignJWT(claims.extra ?? {})
    .setProtectedHeader({ alg: 'RS256', kid: 'k' })
    .setIssuer(issuer)
    .setSubject('account-1')
    .setAudience(claims.aud ?? 'city-client')
    .setIssuedAt(claims.iat ?? now())
    .setExpirationTime(now() + 3600)
    .sign(key);

describe('a handed-over id_token (SPEC §4)', () => {
  it('names the account by its login name and mobile, masked, never by the name its owner chose', async () => {
    const claims = { name: '张竞买', preferred_username: 'seller', phone_number: '13800000003' };
    expect(await checkHandedToken(await token({ extra: claims }), 'https://portal.example')).toEqual({
      subject: 'account-1',
      label: { account: 'se***er', mobile: '138****0003' },
    });
    // Any client of the centre may have received it; without a login name, the subject stands in.
    expect(
      await checkHandedToken(
        await token({ aud: 'province-client', extra: { name: '张竞买' } }),
        'https://portal.example',
      ),
    ).toEqual({ subject: 'account-1', label: { account: 'ac***-1', mobile: null } });
  });

  it('is refused when meant for no client of the centre, or issued more than a few minutes ago', async () => {
    expect(await checkHandedToken(await token({ aud: 'portal-api' }), 'https://portal.example')).toBeNull();
    expect(
      await checkHandedToken(await token({ iat: now() - 30 * 60 }), 'https://portal.example'),
    ).toBeNull();
  });
});
