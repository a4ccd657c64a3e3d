import * as z from 'zod/mini';

/** The provider metadata the verification needs. */
const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });
/** A JSON Web Key Set; jose checks the keys themselves. */
const keySetSchema = z.object({ keys: z.array(z.looseObject({ kty: z.string() })) });

/**
 * metadata: the discovery document or the key set could not be read (network, CORS, not JSON),
 * so nothing can be checked; refused: the token failed a check.
 */
export type IdTokenFailure = 'metadata' | 'refused';

export class IdTokenError extends Error {
  constructor(
    readonly failure: IdTokenFailure,
    readonly reason: string,
  ) {
    super(`id_token ${failure === 'metadata' ? 'not verifiable' : 'refused'}: ${reason}`);
    this.name = 'IdTokenError';
  }
}

/** Clock difference tolerated between the browser and the provider. */
export const CLOCK_SKEW_SECONDS = 60;

/** ADFS signs with RS256; accepting whatever `alg` the header names would let a token pick its check. */
export const ID_TOKEN_ALGORITHMS = ['RS256'];

export type IdTokenExpectations = {
  discoveryUrl: string;
  /** The issuer the discovery document must name, byte for byte (`{sso}/adfs`). */
  issuer: string;
  /** The client the token must be meant for; a handed-over token may be meant for any of several. */
  clientId: string | readonly string[];
  /** How long ago the token may have been issued (`iat`), for a token that travelled in a link. */
  maxAgeSeconds?: number;
  /** The nonce sent with the authorize request (sign-in only). */
  nonce?: string;
  /** The subject of the token being replaced (refresh only): a refresh never changes the user. */
  subject?: string;
  fetchImpl?: typeof fetch;
  /** Keys read beforehand (`readProviderKeys`): the check then needs no network. */
  keys?: ProviderKeys;
};

export type ProviderKeys = { issuer: string; keySet: z.infer<typeof keySetSchema> };

async function readJson<T>(url: string, schema: z.ZodMiniType<T>, fetchImpl: typeof fetch, what: string) {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) throw new Error(String(response.status));
    return schema.parse(await response.json());
  } catch {
    throw new IdTokenError('metadata', `${what} unreadable`);
  }
}

/** The provider's issuer and key set, checked as the verification needs them. */
export async function readProviderKeys(
  input: Pick<IdTokenExpectations, 'discoveryUrl' | 'issuer' | 'fetchImpl'>,
): Promise<ProviderKeys> {
  const fetchImpl = input.fetchImpl ?? fetch;
  const metadata = await readJson(input.discoveryUrl, discoverySchema, fetchImpl, 'discovery document');
  // OpenID Discovery: the issuer named must be exactly the one the metadata was fetched for, and
  // the keys must live on the provider's own origin, so a forged answer cannot name its own keys.
  if (metadata.issuer !== input.issuer) throw new IdTokenError('refused', 'issuer differs from discovery');
  if (new URL(metadata.jwks_uri).origin !== new URL(input.discoveryUrl).origin)
    throw new IdTokenError('refused', 'key set on a foreign origin');
  const keySet = await readJson(metadata.jwks_uri, keySetSchema, fetchImpl, 'key set');
  return { issuer: metadata.issuer, keySet };
}

/**
 * Verifies an id_token with jose: RS256 only, signature against the provider's key set, issuer
 * equal to the discovery issuer, audience = the client the grant belongs to, expiry with a small
 * skew, and the nonce (sign-in) or the subject (refresh) it must carry.
 */
export async function verifyIdToken(
  idToken: string,
  input: IdTokenExpectations,
): Promise<Record<string, unknown>> {
  const { issuer, keySet } = input.keys ?? (await readProviderKeys(input));
  const { createLocalJWKSet, jwtVerify } = await import('jose');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, createLocalJWKSet(keySet), {
      algorithms: ID_TOKEN_ALGORITHMS,
      issuer,
      audience: typeof input.clientId === 'string' ? input.clientId : [...input.clientId],
      clockTolerance: CLOCK_SKEW_SECONDS,
      ...(input.maxAgeSeconds === undefined ? {} : { maxTokenAge: input.maxAgeSeconds }),
      requiredClaims: ['exp', 'iat', 'sub'],
    }));
  } catch (error) {
    throw new IdTokenError('refused', error instanceof Error ? error.name : 'invalid');
  }
  if (input.nonce !== undefined && payload.nonce !== input.nonce)
    throw new IdTokenError('refused', 'nonce differs');
  if (input.subject !== undefined && payload.sub !== input.subject)
    throw new IdTokenError('refused', 'subject differs');
  return payload;
}

/** The subject of a stored id_token, without verifying it (it was verified when stored). */
export async function subjectOf(idToken: string): Promise<string | undefined> {
  const sub = (await claimsOf(idToken)).sub;
  return typeof sub === 'string' ? sub : undefined;
}

/** The claims of an id_token this session holds (checked when it was received); none when unreadable. */
export async function claimsOf(idToken: string): Promise<Record<string, unknown>> {
  const { decodeJwt } = await import('jose');
  try {
    return decodeJwt(idToken);
  } catch {
    return {};
  }
}
