import * as z from 'zod/mini';
import { count, list, text } from './fields';

/**
 * A portal data call: POST to `path` under the business API (/baseapi) with a JSON body checked by
 * `request`; the envelope's Data is checked by `data`. Client and sandbox share these descriptors.
 */
export type PortalCall<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Data extends z.ZodMiniType = z.ZodMiniType,
> = {
  base: 'API' | 'GATEWAY';
  path: string;
  request: Req;
  data: Data;
};

export function portalCall<Req extends z.ZodMiniType, Data extends z.ZodMiniType>(
  path: string,
  request: Req,
  data: Data,
): PortalCall<Req, Data> {
  return { base: 'API', path, request, data };
}

export type CallRequest<C extends PortalCall> = z.input<C['request']>;
export type CallData<C extends PortalCall> = z.infer<C['data']>;

/** Every portal call names the platform it asks about (the sandbox keeps one data set per platform). */
export const platformIdField = z.string().check(z.minLength(1));

/** A record id in a request: what the client read from an answer, always a string. */
export const requestId = z.string().check(z.minLength(1));

/** Paging of every list call: pages count from 1. */
export const pageRequestShape = {
  PageIndex: z._default(z.number().check(z.int(), z.minimum(1)), 1),
  PageSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), 12),
};

/** One page of a list: a null list is an empty page. */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({ Total: count, Items: list(item) });
}
export type Page<T> = { Total: number; Items: T[] };

export { time as timeField } from './fields';

/** An attachment link under the attachment address: without a Url there is nothing to link. */
export const attachmentSchema = z.object({ Name: text, Url: z.string().check(z.minLength(1)) });
