import type { browserAddresses } from '@/sites/environment';

export type PortalAddresses = ReturnType<typeof browserAddresses>;

/**
 * Deployment addresses baked in at build time by next.config.ts: sites/environment.ts checked each
 * of them when the build read the environment, so the page takes the baked record as it is.
 */
export const addresses: PortalAddresses = bakedAddresses(process.env.PORTAL_ADDRESSES);

function bakedAddresses(baked: string | undefined): PortalAddresses {
  if (!baked) throw new Error('PORTAL_ADDRESSES was not baked into this build (next.config.ts)');
  return JSON.parse(baked) as PortalAddresses;
}

/** An address resolved against the page origin: empty means the origin, `/x` a path on it. */
export function absoluteAddress(address: string, origin: string): string {
  if (/^https?:\/\//.test(address)) return address;
  return `${origin}${address}`;
}
