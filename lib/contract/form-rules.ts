import * as z from 'zod/mini';
import { COMPLETE_AMOUNT } from '@/lib/input/amount';

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
