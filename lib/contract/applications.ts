import * as z from 'zod/mini';
import { id, optionalText } from './fields';
import { defineCall, platformIdField } from './call';
import { hasForbiddenCharacter } from '@/lib/input/forbidden-characters';
import { isValidCreditCode } from '@/lib/input/credit-code';
import { isValidIdCardNumber } from '@/lib/input/id-card';

/** The signed-in user's application to one announcement (null ApplyCode: not applied yet). */
export const myApplicationSchema = z.object({
  AnncId: id,
  ApplyCode: optionalText,
  ApplyTime: optionalText,
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

const anncIdField = z.string().check(z.minLength(1));

/** POST /baseapi/api/AnncApi/GetMyApply: whether the signed-in user has applied to the announcement. */
export const getMyApply = defineCall(
  '/api/AnncApi/GetMyApply',
  z.object({ PlatformId: platformIdField, AnncId: anncIdField }),
  myApplicationSchema,
  { auth: 'required' },
);

/** Text a user typed: the forbidden characters of SPEC §5 are refused even when a script set them. */
const typedText = (min: number, max: number, key: string) =>
  z.string().check(
    z.trim(),
    z.minLength(min, key),
    z.maxLength(max, key),
    z.refine((value) => !hasForbiddenCharacter(value), 'forbidden'),
  );

/** Mainland mobile numbers, as the user centre checks them. */
const mobile = /^1[3-9]\d{9}$/;

/** The fields of the AnncApply form (small-lease application): what a lessee tells the lessor. */
export const anncApplyFormSchema = z.object({
  PlatformId: platformIdField,
  AnncId: anncIdField,
  ApplicantName: typedText(2, 50, 'applicantName'),
  ContactName: typedText(2, 20, 'contactName'),
  ContactPhone: z.string().check(z.trim(), z.regex(mobile, 'contactPhone')),
  IdNumber: z.string().check(
    z.trim(),
    z.refine((value) => isValidIdCardNumber(value) || isValidCreditCode(value), 'idNumber'),
  ),
  Purpose: z._default(typedText(0, 200, 'purpose'), ''),
  AcceptTerms: z.literal(true, 'acceptTerms'),
});
export type AnncApplyForm = z.input<typeof anncApplyFormSchema>;

/** POST /baseapi/api/AnncApi/SubmitApply: an application with the form; answers like ApplyBid. */
export const submitApply = defineCall(
  '/api/AnncApi/SubmitApply',
  anncApplyFormSchema,
  z.object({ ApplyCode: id, AnncId: id }),
  { auth: 'required' },
);
