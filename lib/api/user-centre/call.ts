import { z } from 'zod';
import { COMPLETE_AMOUNT } from '@/lib/input/amount';

/**
 * A user-centre call: POST to `path` under the business API (/baseapi) with a JSON body checked by
 * `request`; the envelope's Data is checked by `data`. Every one needs a signed-in user. Client and
 * sandbox share these descriptors (same shape as the portal calls).
 */
export type UserCentreCall<Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> = {
  base: 'API';
  path: string;
  request: Req;
  data: Data;
};

export function userCentreCall<Req extends z.ZodType, Data extends z.ZodType>(
  path: string,
  request: Req,
  data: Data,
): UserCentreCall<Req, Data> {
  return { base: 'API', path, request, data };
}

export type UcRequest<C extends UserCentreCall> = z.input<C['request']>;
export type UcData<C extends UserCentreCall> = z.infer<C['data']>;

/** Paging of every list call: pages count from 1. */
export const pageRequestShape = {
  PageIndex: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(100).default(10),
};

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ Total: z.number().int().min(0), Items: z.array(item) });
}

/** Times travel as `YYYY-MM-DD HH:mm:ss` in the centre's time zone (UTC+8). */
export const timeField = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/);

/** Money travels as a number of yuan with at most two decimals. */
export const moneyField = z.number().finite();

/** A record id in a request. */
export const idField = z.string().trim().min(1);

/** Answer of calls that only acknowledge. */
export const doneSchema = z.object({ Done: z.literal(true) });

/**
 * Field errors are message keys under `userCentre.errors` of messages/zh-CN.json, so the schemas
 * stay free of display text and every Chinese error lives in the catalogue.
 */
export const errorKeys = [
  'required',
  'mobile',
  'email',
  'code',
  'idCard',
  'realName',
  'passwordRule',
  'passwordMismatch',
  'passwordSame',
  'userName',
  'amount',
  'amountPositive',
  'accountNo',
  'tooLong',
  'creditCode',
  'dateRange',
] as const;
export type ErrorKey = (typeof errorKeys)[number];

export function isErrorKey(key: string): key is ErrorKey {
  return (errorKeys as readonly string[]).includes(key);
}

export const err = (key: ErrorKey) => ({ error: key });

/**
 * A positive amount: forms send the AmountInput's text, the wire carries the number. Numbers are
 * accepted too, so the sandbox checks the parsed request with the same schema.
 */
export const positiveAmountField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string(err('required'))
    .trim()
    .min(1, err('required'))
    .regex(COMPLETE_AMOUNT, err('amount'))
    .refine((text) => Number(text) > 0, err('amountPositive'))
    .transform(Number),
);
