import * as z from 'zod/mini';
import { COMPLETE_AMOUNT } from '@/lib/input/amount';
import { count, list } from '../fields';

/**
 * A user-centre call: POST to `path` under the business API (/baseapi) with a JSON body checked by
 * `request`; the envelope's Data is checked by `data`. Every one needs a signed-in user. Client and
 * sandbox share these descriptors (same shape as the portal calls).
 */
export type UserCentreCall<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Data extends z.ZodMiniType = z.ZodMiniType,
> = {
  base: 'API';
  path: string;
  request: Req;
  data: Data;
};

export function userCentreCall<Req extends z.ZodMiniType, Data extends z.ZodMiniType>(
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
  PageIndex: z._default(z.number().check(z.int(), z.minimum(1)), 1),
  PageSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
};

/** One page of a list: a null list is an empty page. */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({ Total: count, Items: list(item) });
}

export {
  time as timeField,
  optionalTime as optionalTimeField,
  money as moneyField,
  optionalMoney as optionalMoneyField,
} from '../fields';

/** A record id in a request. */
export const idField = z.string().check(z.trim(), z.minLength(1));

/**
 * Answer of calls that only acknowledge: ErrorCode 0 is the acknowledgement, so Data is not
 * looked at (a .NET service may send null, true or an object).
 */
export const doneSchema = z.unknown();

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
export const positiveAmountField = z.pipe(
  z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
  z.pipe(
    z.string(err('required')).check(
      z.trim(),
      z.minLength(1, err('required')),
      z.regex(COMPLETE_AMOUNT, err('amount')),
      z.refine((text) => Number(text) > 0, err('amountPositive')),
    ),
    z.transform(Number),
  ),
);

/** A trimmed text field of a form: required, at most `max` characters. */
export function requiredText(max: number) {
  return z.string().check(z.trim(), z.minLength(1, err('required')), z.maxLength(max, err('tooLong')));
}

/** A trimmed text field of a form that must match a pattern. */
export function patternText(pattern: RegExp, key: ErrorKey) {
  return z.string().check(z.trim(), z.regex(pattern, err(key)));
}
