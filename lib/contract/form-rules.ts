import * as z from 'zod/mini';
import { COMPLETE_AMOUNT } from '@/lib/input/amount';
import type { ErrorKey } from './form-error-keys';

export { errorKeys, isErrorKey, type ErrorKey } from './form-error-keys';

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

/**
 * A bank account number: people type and paste it in groups of four, so the spaces are dropped
 * before the 8 to 30 digits are checked and sent.
 */
export const accountNoField = z.string().check(
  z.overwrite((value) => value.replace(/\s+/g, '')),
  z.regex(/^\d{8,30}$/, err('accountNo')),
);

/**
 * An organisation's or a project's 联系电话: a mobile number or a landline (area code, optional
 * hyphen, 7 or 8 digits, optional extension). SPEC §5 sets no rule for business forms; offices
 * answer on landlines, so a mobile-only rule turned real numbers away.
 */
export const contactPhoneField = z
  .string()
  .check(z.trim(), z.regex(/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/, err('contactPhone')));

/** A trimmed text field of a form that must match a pattern. */
export function patternText(pattern: RegExp, key: ErrorKey) {
  return z.string().check(z.trim(), z.regex(pattern, err(key)));
}
