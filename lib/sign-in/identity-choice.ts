import type { Identity } from '@/lib/contract/identity';
import { identitySide } from '@/lib/session/identity-side';

export type IdentityChoice =
  { kind: 'none' } | { kind: 'use'; identity: Identity } | { kind: 'ask'; identities: Identity[] };

function matches(identity: Identity, wanted: string): boolean {
  return String(identity.IdentityId) === wanted || String(identity.Identity ?? '') === wanted;
}

/**
 * SPEC §4 identity choice. None: no identity. One: used. Several: the one named by the stored
 * identitytype or the redirect's IdentityId when it matches; with the buyer session flag the buyer
 * identity (numeric 1 means buyer); otherwise the chooser. Only the client-type app chooses.
 */
export function chooseIdentity(input: {
  identities: Identity[];
  storedIdentityType: string | null;
  redirectIdentityId: string | null;
  buyerFlag: boolean;
  clientApp: boolean;
}): IdentityChoice {
  const { identities } = input;
  if (!input.clientApp || identities.length === 0) return { kind: 'none' };
  if (identities.length === 1) return { kind: 'use', identity: identities[0]! };
  for (const wanted of [input.storedIdentityType, input.redirectIdentityId]) {
    if (!wanted) continue;
    const found = identities.find((identity) => matches(identity, wanted));
    if (found) return { kind: 'use', identity: found };
  }
  if (input.buyerFlag) {
    const buyer = identities.find((identity) => identitySide(identity) === 'buyer');
    if (buyer) return { kind: 'use', identity: buyer };
  }
  return { kind: 'ask', identities };
}

/** After a silent refresh (SPEC §4): keep the current identity when still granted, else the first. */
export function identityAfterRefresh(identities: Identity[], current: Identity | null): Identity | null {
  if (identities.length === 0) return null;
  if (identities.length === 1) return identities[0]!;
  const kept =
    current && identities.find((identity) => String(identity.IdentityId) === String(current.IdentityId));
  return kept ?? identities[0]!;
}

/** The IdentityId carried in a stored redirect target's query, if any. */
export function identityIdFromRedirect(redirect: string | null, origin: string): string | null {
  if (!redirect) return null;
  try {
    return new URL(redirect, origin).searchParams.get('IdentityId');
  } catch {
    return null;
  }
}
