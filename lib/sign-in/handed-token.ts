import { verifyIdToken } from '@/lib/auth/id-token';
import { ssoEndpoints } from '@/lib/auth/endpoints';
import { accountLabel, type AccountLabel } from '@/lib/contract/account-label';

/**
 * How old a handed-over id_token may be: the link follows a click on another platform, while an
 * id_token in a browser's history would otherwise sign the next person in for an hour.
 */
export const HANDED_TOKEN_MAX_AGE_SECONDS = 5 * 60;

/** Who a handed-over id_token signs in: its subject, and how the confirmation names the account. */
export type HandedPerson = { subject: string; label: AccountLabel };

/** The centre's SSO clients, baked in at build time (next.config.ts): any of them may hand over. */
function centreClientIds(): string[] {
  try {
    const ids: unknown = JSON.parse(process.env.PORTAL_CLIENT_IDS ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Checks an id_token that arrived in a link as the callback's is checked (RS256 against the SSO's
 * keys, issuer, expiry), with the audience any of the centre's clients and an age of a few
 * minutes. Null when it fails any check or cannot be checked: such a token is ignored.
 */
export async function checkHandedToken(token: string, origin: string): Promise<HandedPerson | null> {
  const endpoints = ssoEndpoints(origin);
  const clientIds = centreClientIds();
  if (clientIds.length === 0) return null;
  try {
    const payload = await verifyIdToken(token, {
      discoveryUrl: endpoints.discovery,
      issuer: endpoints.issuer,
      clientId: clientIds,
      maxAgeSeconds: HANDED_TOKEN_MAX_AGE_SECONDS,
    });
    return { subject: String(payload.sub), label: accountLabel(payload) };
  } catch {
    return null;
  }
}
