import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { HandOverLedger } from './hand-over-ledger';

/**
 * How old a handed-over id_token may be: a hand-over follows a click on another platform, and an
 * id_token left in a browser's history must not sign the next person at that computer in.
 */
export const handOverMaxAgeSeconds = 5 * 60;

/**
 * Whom a handed-over id_token would sign in without the form. `spend` uses the token up where it
 * is first presented (the authorize request, whatever answers it: the confirmation page, a live
 * session, an error); `check` names its subject only to the interaction that request led to (its
 * confirmation page, reloaded or posted). Both answer the subject, or null when the token is no
 * hand-over (for that interaction).
 */
export type HandOverVerifier = {
  spend(token: unknown): Promise<string | null>;
  /** Gives a token just spent to the interaction its request led to, or to none. */
  settle(token: string, interactionUid: string | null): void;
  check(token: unknown, interactionUid: string): Promise<string | null>;
};

/**
 * The `token` authorize parameter (SPEC §7) may carry an id_token another platform handed over
 * (SPEC §4). Only one this provider issued counts: signed with its own key, its issuer, meant for
 * one of its clients (so never an access token, whose audience is the API), issued within the last
 * few minutes, from a session that has not ended since (the person did not sign out), and never
 * presented before. Anything else (a /login/{tokenState} value, a forgery, a replay) is no hand-over.
 */
export function createHandOverVerifier(input: {
  jwks: JSONWebKeySet;
  issuer: string;
  clientIds: string[];
  ledger: HandOverLedger;
}): HandOverVerifier {
  const keySet = createLocalJWKSet(input.jwks);
  async function subjectOf(token: unknown): Promise<string | null> {
    if (typeof token !== 'string' || token.split('.').length !== 3) return null;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keySet, {
        issuer: input.issuer,
        audience: input.clientIds,
        algorithms: ['RS256'],
        maxTokenAge: handOverMaxAgeSeconds,
      }));
    } catch {
      return null;
    }
    if (typeof payload.sub !== 'string') return null;
    // The id_token carries no session id: the session's sign-in time (auth_time, else the token's
    // own) must come after the account's last sign-out.
    const signedInAt = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat!;
    const endedAt = input.ledger.sessionEndedAt(payload.sub);
    if (endedAt !== null && signedInAt <= endedAt) return null;
    return payload.sub;
  }
  return {
    async check(token, interactionUid) {
      const subject = await subjectOf(token);
      return subject && input.ledger.bind(token as string, interactionUid) ? subject : null;
    },
    settle(token, interactionUid) {
      // No interaction: bound to a uid none has, so none takes it.
      input.ledger.bind(token, interactionUid ?? '');
    },
    async spend(token) {
      const subject = await subjectOf(token);
      // Spent last, so a refused token does not use up a legitimate one's single presentation.
      if (!subject) return null;
      const issuedAt = decodeJwt(token as string).iat ?? 0;
      return input.ledger.spend(token as string, (issuedAt + handOverMaxAgeSeconds * 2) * 1000)
        ? subject
        : null;
    },
  };
}

/**
 * How long a sign-out is remembered: as long as a session or grant can live, since a refresh
 * issues new id_tokens that still name the ended session's sign-in time.
 */
const sessionEndMemorySeconds = 14 * 24 * 3600;

/** Every end session (退出登录, a failed sign-in's clean-up) is recorded for the hand-over check. */
export function rememberSessionEnds(provider: Provider, ledger: HandOverLedger): void {
  provider.on('end_session.success', (ctx: KoaContextWithOIDC) => {
    const accountId = ctx.oidc.session?.accountId;
    if (accountId) ledger.endSession(accountId, sessionEndMemorySeconds);
  });
}
