import type * as z from 'zod/mini';
import { sharedLoad } from '@/lib/load/shared-load';

/**
 * A form's schema that loads (with zod) once the form is on the screen rather than before the page
 * hydrates; `useForm` waits for it only if the visitor submits before it came. A load that failed
 * (offline, a new release) is tried again by the next submit.
 */
export type LazySchema<S extends z.ZodMiniType> = { readonly load: () => Promise<S> };

export function lazySchema<S extends z.ZodMiniType>(importSchema: () => Promise<S>): LazySchema<S> {
  return { load: sharedLoad(importSchema) };
}

export function isLazySchema<S extends z.ZodMiniType>(schema: S | LazySchema<S>): schema is LazySchema<S> {
  return 'load' in schema && typeof schema.load === 'function';
}
