import * as z from 'zod/mini';
import { count, list, text } from './fields';

/**
 * Where a call's path lives: the business API (/baseapi), the gateway (/gatewayapi), the
 * property-rights trading API (SPEC §7 names it among the configured bases but no call on it) or the
 * page origin.
 */
export type CallBase = 'API' | 'GATEWAY' | 'TRADING_API' | 'ORIGIN';

/**
 * Who may make a call: `required` needs a valid bearer token (HTTP 401 without one), `optional`
 * uses one when sent, `none` ignores it.
 */
export type CallAuth = 'required' | 'optional' | 'none';

/**
 * One call of the API, declared once for the client and the sandbox: `POST` to `path` under `base`
 * with a JSON body checked by `request`; the envelope's Data is checked by `data`.
 */
export type Call<Req extends z.ZodMiniType = z.ZodMiniType, Data extends z.ZodMiniType = z.ZodMiniType> = {
  base: CallBase;
  path: string;
  method: 'POST';
  request: Req;
  data: Data;
  auth: CallAuth;
};

export function defineCall<Req extends z.ZodMiniType, Data extends z.ZodMiniType>(
  path: string,
  request: Req,
  data: Data,
  options: { auth: CallAuth; base?: CallBase },
): Call<Req, Data> {
  return { base: options.base ?? 'API', path, method: 'POST', request, data, auth: options.auth };
}

export type CallRequest<C extends Call> = z.input<C['request']>;
export type CallData<C extends Call> = z.infer<C['data']>;

/** A call without a body sends `{}`. */
export const noRequest = z.object({});

/** Every portal call names the platform it asks about (the sandbox keeps one data set per platform). */
export const platformIdField = z.string().check(z.minLength(1));

/** A record id in a request: what the client read from an answer, always a string. */
export const requestId = z.string().check(z.trim(), z.minLength(1));

/**
 * Paging of every list call: pages count from 1; twelve rows unless asked otherwise, three rows of
 * the four cards a list shows side by side (SPEC §9).
 */
export const DEFAULT_PAGE_SIZE = 12;
export const pageRequestShape = {
  PageIndex: z._default(z.number().check(z.int(), z.minimum(1)), 1),
  PageSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), DEFAULT_PAGE_SIZE),
};

/** One page of a list: a null list is an empty page. */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({ Total: count, Items: list(item) });
}
export type Page<T> = { Total: number; Items: T[] };

/**
 * Answer of calls that only acknowledge: ErrorCode 0 is the acknowledgement, so Data is not
 * looked at (a .NET service may send null, true or an object).
 */
export const doneSchema = z.unknown();

/** An attachment link under the attachment address: without a Url there is nothing to link. */
export const attachmentSchema = z.object({ Name: text, Url: z.string().check(z.minLength(1)) });
