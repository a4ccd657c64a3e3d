import type { Identity } from '@/lib/contract/identity';
import type { SessionUser } from '@/lib/session/schema';
import { identitySide } from '@/lib/session/identity-side';
import { href } from '@/lib/site/navigation/paths';
import { shareableAddress } from '@/lib/site/address/shareable-address';

/**
 * SPEC §5 for bidding, favourites and applying: a visitor signs in first, a user without an
 * authenticated member identity is asked to authenticate one, a seller never gets the action.
 */
export type BuyerGate = 'login' | 'needIdentity' | 'hidden' | 'allowed';

export function buyerGate(user: SessionUser | null, identity: Identity | null): BuyerGate {
  if (!user?.UserId) return 'login';
  if (identity && identitySide(identity) === 'seller') return 'hidden';
  if (!identity || identity.IsAuthed === false || user.CurrentMemberInfo?.IsAuthed === false) {
    return 'needIdentity';
  }
  return 'allowed';
}

/**
 * Login with the current address, encoded, as the place to come back to, without credentials: a
 * hand-over's id_token still in the address (its arrival code did not load) would otherwise come
 * back after this sign-in and start a second one.
 */
export function loginHref(virtualDirectory: string, currentUrl: string): string {
  return href(virtualDirectory, 'login', { redirect: shareableAddress(currentUrl) });
}
