import * as z from 'zod/mini';

/**
 * Filters of an announcement list beyond SPEC §7 (docs/api.md "List filters"): every one optional
 * and left out of the body when unset, so a request without them is the SPEC's request as it was.
 * A service that does not know them answers the unfiltered list, which the client shows as it is.
 * The fields are the list-parameter table's (list-params.ts); this file gives each its schema.
 */

import { anncSorts, dayPattern, type AnncSort } from './announcement-values';
import { filterRequestFields, type FilterRequestFields } from './list-params';
import type { RequestValue } from './list-param-kinds';

export { anncSorts, dayPattern, type AnncSort };
export const anncSortSchema = z.enum(anncSorts);
const day = z.string().check(z.regex(dayPattern));

/** An amount in yuan (a listing price, a lease's monthly rent) or an area in square metres. */
const amount = z.number().check(z.minimum(0), z.maximum(1e12));

/** The schema of each kind of request field. */
const schemas = {
  /** A city or county (administrative-division code): announcements located there or in its counties. */
  region: z.optional(z.string().check(z.regex(/^\d{6}$/))),
  /** The tenant's own category id (sites/categories.ts). */
  category: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/))),
  amount: z.optional(amount),
  day: z.optional(day),
  sort: z.optional(anncSortSchema),
} satisfies Record<RequestValue, z.ZodMiniType>;

type FilterShape = { [K in keyof FilterRequestFields]: (typeof schemas)[FilterRequestFields[K]['value']] };

/** Request fields of the filters: one declaration for the client's request and the sandbox's reading. */
export const anncFilterShape = Object.fromEntries(
  filterRequestFields.map(([name, field]) => [name, schemas[field.value]]),
) as FilterShape;
