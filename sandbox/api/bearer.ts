import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';

export type BearerVerifier = (authorization: string | undefined) => Promise<string | null>;

/**
 * Verifies `Authorization: Bearer <jwt>` against the provider's public keys: the subject when the
 * token is genuine, unexpired, from our issuer and for the API; null otherwise.
 */
export function createBearerVerifier(input: {
  jwks: JSONWebKeySet;
  issuer: string;
  audience: string;
}): BearerVerifier {
  const keySet = createLocalJWKSet(input.jwks);
  return async (authorization) => {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return null;
    try {
      const { payload } = await jwtVerify(match[1]!, keySet, {
        issuer: input.issuer,
        audience: input.audience,
        algorithms: ['RS256'],
      });
      return typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  };
}
