import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';

/** How old a handed-over id_token may be: a hand-over follows a click on another platform. */
export const handOverMaxAge = '1h';

/** The subject of a handed-over id_token when the sign-in may go on without the form; else null. */
export type HandOverVerifier = (token: unknown) => Promise<string | null>;

/**
 * The `token` authorize parameter (SPEC §7) may carry an id_token another platform handed over
 * (SPEC §4). Only one this provider issued counts: signed with its own key, its issuer, meant for
 * one of its clients (so never an access token, whose audience is the API), and recent. Anything
 * else (a /login/{tokenState} value, a forgery) is no hand-over.
 */
export function createHandOverVerifier(input: {
  jwks: JSONWebKeySet;
  issuer: string;
  clientIds: string[];
}): HandOverVerifier {
  const keySet = createLocalJWKSet(input.jwks);
  return async (token) => {
    if (typeof token !== 'string' || token.split('.').length !== 3) return null;
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: input.issuer,
        audience: input.clientIds,
        algorithms: ['RS256'],
        maxTokenAge: handOverMaxAge,
      });
      return typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  };
}
