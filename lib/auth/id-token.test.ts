import { beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { IdTokenError, verifyIdToken, type IdTokenExpectations } from './id-token';

const issuer = 'https://sso.example/adfs';
const discoveryUrl = `${issuer}/.well-known/openid-configuration`;
const jwksUri = `${issuer}/discovery/keys`;

let rsa: CryptoKey;
let ec: CryptoKey;
let published: JWK[];

beforeAll(async () => {
  const rsaPair = await generateKeyPair('RS256');
  const ecPair = await generateKeyPair('ES256');
  rsa = rsaPair.privateKey;
  ec = ecPair.privateKey;
  published = [
    { ...(await exportJWK(rsaPair.publicKey)), kid: 'rsa', alg: 'RS256', use: 'sig' },
    { ...(await exportJWK(ecPair.publicKey)), kid: 'ec', alg: 'ES256', use: 'sig' },
  ];
});

function provider(overrides: { issuer?: string; jwks?: number; discovery?: 'fail' } = {}): typeof fetch {
  return async (input) => {
    const url = String(input);
    if (url === discoveryUrl) {
      if (overrides.discovery === 'fail') throw new TypeError('Failed to fetch');
      return Response.json({ issuer: overrides.issuer ?? issuer, jwks_uri: jwksUri });
    }
    if (url === jwksUri) {
      return overrides.jwks
        ? new Response('no', { status: overrides.jwks })
        : Response.json({ keys: published });
    }
    return new Response('not found', { status: 404 });
  };
}

async function token(claims: Record<string, unknown> = {}, key: 'rsa' | 'ec' = 'rsa') {
  return new SignJWT({ nonce: 'n-1', ...claims })
    .setProtectedHeader({ alg: key === 'rsa' ? 'RS256' : 'ES256', kid: key })
    .setIssuer(issuer)
    .setAudience('client-1')
    .setSubject('user-1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key === 'rsa' ? rsa : ec);
}

const expect_ = (fetchImpl: typeof fetch, more: Partial<IdTokenExpectations> = {}): IdTokenExpectations => ({
  discoveryUrl,
  issuer,
  clientId: 'client-1',
  fetchImpl,
  ...more,
});

async function failure(run: Promise<unknown>) {
  const error = await run.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IdTokenError);
  return (error as IdTokenError).failure;
}

describe('id_token checks', () => {
  it('accepts an RS256 token of this issuer, client and nonce', async () => {
    const payload = await verifyIdToken(await token(), expect_(provider(), { nonce: 'n-1' }));
    expect(payload.sub).toBe('user-1');
  });

  it('refuses any algorithm but RS256, even with a published key', async () => {
    expect(await failure(verifyIdToken(await token({}, 'ec'), expect_(provider())))).toBe('refused');
  });

  it('refuses discovery naming another issuer, even one differing by a slash', async () => {
    expect(await failure(verifyIdToken(await token(), expect_(provider({ issuer: `${issuer}/` }))))).toBe(
      'refused',
    );
  });

  it('refuses a token without the nonce the sign-in sent', async () => {
    expect(await failure(verifyIdToken(await token(), expect_(provider(), { nonce: 'other' })))).toBe(
      'refused',
    );
    expect(
      await failure(verifyIdToken(await token({ nonce: undefined }), expect_(provider(), { nonce: 'n-1' }))),
    ).toBe('refused');
  });

  it('refuses a refreshed token for another subject or another client', async () => {
    expect(await failure(verifyIdToken(await token(), expect_(provider(), { subject: 'user-2' })))).toBe(
      'refused',
    );
    expect(await failure(verifyIdToken(await token(), expect_(provider(), { clientId: 'client-2' })))).toBe(
      'refused',
    );
  });

  it('says the provider could not be read when discovery or the key set fails', async () => {
    expect(await failure(verifyIdToken(await token(), expect_(provider({ discovery: 'fail' }))))).toBe(
      'metadata',
    );
    expect(await failure(verifyIdToken(await token(), expect_(provider({ jwks: 403 }))))).toBe('metadata');
  });
});
