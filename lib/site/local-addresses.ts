import * as z from 'zod/mini';

const localAddressesSchema = z.object({
  /** Bidding app for pages on a non-https origin; empty: BID is used there too. */
  BID_LOCAL: z.string(),
  /** Admin login for pages on a local origin; empty: port 60001 of the page's host. */
  ADMIN_LOCAL: z.string(),
});

/**
 * The addresses of SPEC §2 for pages on a developer's machine (sites/environment.ts), baked in by
 * next.config.ts apart from `addresses`: only the bidding and admin links read them, so the
 * modules every page loads do not carry them.
 */
export const localAddresses: z.infer<typeof localAddressesSchema> = localAddressesSchema.parse(
  JSON.parse(process.env.PORTAL_LOCAL_ADDRESSES ?? '{"BID_LOCAL":"","ADMIN_LOCAL":""}'),
);
