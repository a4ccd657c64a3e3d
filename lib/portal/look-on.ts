import type { AnncState } from '@/lib/contract/announcements';
import type { MyApplication } from '@/lib/contract/applications';
import { href } from '@/lib/site/navigation/paths';
import type { BuyerGate } from './buyer-gate';

/**
 * SPEC §2 BidUrlType LookOn: a signed-in visitor who has not applied may watch a bidding in
 * progress. `applied` null means not known yet (the application is still loading): no offer that
 * could vanish a moment later.
 */
export function offersLookOn(state: AnncState | null, signedIn: boolean, applied: boolean | null): boolean {
  return state === 'Bidding' && signedIn && applied === false;
}

/**
 * Whether the visitor has applied, from the detail's GetMyApply read. Only an authenticated buyer
 * can apply, so for anyone else (a seller, an unauthenticated identity) the answer is no without a
 * read; a failed read counts as not applied, like the apply button does.
 */
export function hasApplied(
  gate: BuyerGate,
  read: { data: MyApplication | undefined; error: unknown },
): boolean | null {
  if (gate !== 'allowed' || read.error) return false;
  if (read.data === undefined) return null;
  return Boolean(read.data.ApplyCode);
}

/** /transit asking to watch (BidUrlType LookOn), opened in a new tab. */
export function lookOnUrl(virtualDirectory: string): string {
  return href(virtualDirectory, 'transit', { BidUrlType: 'LookOn' });
}

/**
 * /transit to the tenant's own hall, for 参与竞拍 in the quick panel and on a detail (an applicant
 * while the bidding runs): no BidUrlType, so /transit asks for InventoryBidding on inventory and
 * Bidding elsewhere (`transitBidType`); a new tab.
 */
export function ownHallUrl(virtualDirectory: string): string {
  return href(virtualDirectory, 'transit');
}
