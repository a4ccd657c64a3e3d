import { z } from 'zod';

/**
 * A portal data call: POST to `path` under the business API (/baseapi) with a JSON body checked by
 * `request`; the envelope's Data is checked by `data`. Client and sandbox share these descriptors.
 */
export type PortalCall<Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> = {
  base: 'API' | 'GATEWAY';
  path: string;
  request: Req;
  data: Data;
};

export function portalCall<Req extends z.ZodType, Data extends z.ZodType>(
  path: string,
  request: Req,
  data: Data,
): PortalCall<Req, Data> {
  return { base: 'API', path, request, data };
}

export type CallRequest<C extends PortalCall> = z.input<C['request']>;
export type CallData<C extends PortalCall> = z.infer<C['data']>;

/** Every portal call names the platform it asks about (the sandbox keeps one data set per platform). */
export const platformIdField = z.string().min(1);

/** Paging of every list call: pages count from 1. */
export const pageRequestShape = {
  PageIndex: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(100).default(12),
};

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ Total: z.number().int().min(0), Items: z.array(item) });
}
export type Page<T> = { Total: number; Items: T[] };

/** Times travel as `YYYY-MM-DD HH:mm:ss` in the centre's time zone (UTC+8). */
export const timeField = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/);

/** An attachment link under the attachment address. */
export const attachmentSchema = z.object({ Name: z.string().min(1), Url: z.string().min(1) });
