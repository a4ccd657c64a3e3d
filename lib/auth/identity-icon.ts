import type { Identity } from '@/lib/contract/identity';

export type IdentityIcon = 'seller' | 'buyer' | 'auction' | 'company' | 'stock';

/** Icons of the chooser cards (SPEC §2). */
export function identityIcon(identity: Pick<Identity, 'Identity'>): IdentityIcon {
  switch (identity.Identity) {
    case 'Saler':
    case 'Financier':
    case 'Purchaser':
      return 'seller';
    case 'Buyer':
    case 'Investor':
    case 1:
      return 'buyer';
    case '3Th':
    case 'AgentOrg':
      return 'auction';
    case 'Stock':
    case 'Supplier':
      return 'stock';
    default:
      return 'company';
  }
}
