import type { localAddressesOf } from '@/sites/environment';

/**
 * The addresses of SPEC §2 for pages on a developer's machine (sites/environment.ts checked them
 * when the build read the environment), baked in by next.config.ts apart from `addresses`: only the
 * bidding and admin links read them, so the modules every page loads do not carry them.
 */
export const localAddresses: ReturnType<typeof localAddressesOf> = JSON.parse(
  process.env.PORTAL_LOCAL_ADDRESSES ?? '{"BID_LOCAL":"","ADMIN_LOCAL":""}',
) as ReturnType<typeof localAddressesOf>;
