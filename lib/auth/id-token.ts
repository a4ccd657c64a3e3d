import * as z from 'zod/mini';

/** The provider metadata the verification needs. */
const discoverySchema = z.object({ issuer: z.url(), jwks_uri: z.url() });

export class IdTokenError extends Error {
  constructor(readonly reason: string) {
    super(`id_token refused: ${reason}`);
    this.name = 'IdTokenError';
  }
}

/** Clock difference tolerated between the browser and the provider. */
export const CLOCK_SKEW_SECONDS = 60;

/**
 * Verifies the id_token with jose: signature against the provider's JWKS, issuer, audience (the
 * tenant's client id) and expiry with a small skew. The provider metadata must live on the
 * configured single-sign-on origin, so a forged answer cannot name its own keys.
 */
export async function verifyIdToken(
  idToken: string,
  input: { discoveryUrl: string; clientId: string; fetchImpl?: typeof fetch },
): Promise<Record<string, unknown>> {
  const fetchImpl = input.fetchImpl ?? fetch;
  const ssoOrigin = new URL(input.discoveryUrl).origin;
  let metadata: z.infer<typeof discoverySchema>;
  try {
    const response = await fetchImpl(input.discoveryUrl, { cache: 'no-store' });
    metadata = discoverySchema.parse(await response.json());
  } catch {
    throw new IdTokenError('provider metadata unavailable');
  }
  if (new URL(metadata.jwks_uri).origin !== ssoOrigin || new URL(metadata.issuer).origin !== ssoOrigin) {
    throw new IdTokenError('provider metadata names a foreign origin');
  }
  const { createRemoteJWKSet, jwtVerify } = await import('jose');
  try {
    const keys = createRemoteJWKSet(new URL(metadata.jwks_uri));
    const { payload } = await jwtVerify(idToken, keys, {
      issuer: metadata.issuer,
      audience: input.clientId,
      clockTolerance: CLOCK_SKEW_SECONDS,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    return payload;
  } catch (error) {
    throw new IdTokenError(error instanceof Error ? error.name : 'invalid');
  }
}
