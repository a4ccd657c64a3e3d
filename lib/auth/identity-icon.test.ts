import { describe, expect, it } from 'vitest';
import { identityIcon } from './identity-icon';

describe('chooser icons (SPEC §2)', () => {
  it.each([
    ['Saler', 'seller'],
    ['Financier', 'seller'],
    ['Purchaser', 'seller'],
    ['Buyer', 'buyer'],
    ['Investor', 'buyer'],
    [1, 'buyer'],
    ['3Th', 'auction'],
    ['AgentOrg', 'auction'],
    ['Company', 'company'],
    ['Stock', 'stock'],
    ['Supplier', 'stock'],
  ] as const)('%s uses the %s icon', (identity, icon) => {
    expect(identityIcon({ Identity: identity })).toBe(icon);
  });
});
