import type { Identity } from '@/lib/contract/identity';

export type IdentitySide = 'buyer' | 'seller' | 'tripartite' | 'other';

/** Which side of a deal an identity acts on (SPEC §1, §6). */
export function identitySide(identity: Pick<Identity, 'Identity'> | null | undefined): IdentitySide | null {
  const value = identity?.Identity;
  if (value === undefined) return null;
  if (value === 1 || value === 'Buyer' || value === 'Investor') return 'buyer';
  if (value === 'Saler' || value === 'Financier' || value === 'Purchaser') return 'seller';
  if (value === '3Th' || value === 'AgentOrg') return 'tripartite';
  return 'other';
}
