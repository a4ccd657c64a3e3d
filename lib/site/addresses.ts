import * as z from 'zod/mini';

const addressesSchema = z.object({
  SSO: z.string(),
  API: z.string(),
  GATEWAY: z.string(),
  ATTACHMENT: z.string(),
  TRADING_API: z.string(),
  BID: z.string(),
  ADMIN: z.string(),
  PROVINCE: z.string(),
  /** Map base layer: a tile template with {z}/{x}/{y}, a GeoJSON file of districts, or empty for none. */
  MAP_TILES: z._default(z.string(), ''),
});
export type PortalAddresses = z.infer<typeof addressesSchema>;

/** Deployment addresses baked in at build time by next.config.ts (see sites/environment.ts). */
export const addresses: PortalAddresses = addressesSchema.parse(
  JSON.parse(process.env.PORTAL_ADDRESSES ?? '{}'),
);

/** An address resolved against the page origin: empty means the origin, `/x` a path on it. */
export function absoluteAddress(address: string, origin: string): string {
  if (/^https?:\/\//.test(address)) return address;
  return `${origin}${address}`;
}
