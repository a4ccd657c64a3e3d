import * as z from 'zod/mini';

/**
 * Filters of an announcement list beyond SPEC §7 (docs/api.md "List filters"): every one optional
 * and left out of the body when unset, so a request without them is the SPEC's request as it was.
 * A service that does not know them answers the unfiltered list, which the client shows as it is.
 */

import { anncSorts, dayPattern, type AnncSort } from './announcement-values';

export { anncSorts, dayPattern, type AnncSort };
export const anncSortSchema = z.enum(anncSorts);
const day = z.string().check(z.regex(dayPattern));

/** An amount in yuan: a listing price, or a lease's monthly rent. */
const amount = z.number().check(z.minimum(0), z.maximum(1e12));

/** Request fields of the filters: one declaration for the client's request and the sandbox's reading. */
export const anncFilterShape = {
  /** A city or county (administrative-division code): announcements located there or in its counties. */
  Region: z.optional(z.string().check(z.regex(/^\d{6}$/))),
  /** The tenant's own category id (sites/categories.ts). */
  Category: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/))),
  PriceMin: z.optional(amount),
  PriceMax: z.optional(amount),
  /** Published on or after / on or before this day. */
  PublishFrom: z.optional(day),
  PublishTo: z.optional(day),
  /** Bidding starts on or after / on or before this day. */
  BidFrom: z.optional(day),
  BidTo: z.optional(day),
  Sort: z.optional(anncSortSchema),
};
