import { z } from 'zod';
import { hasForbiddenCharacter } from '@/lib/input/forbidden-characters';
import { isValidCreditCode } from '@/lib/input/credit-code';
import { isValidIdCardNumber } from '@/lib/input/id-card';
import { platformIdField, portalCall } from './portal-call';

/** The centre may send ids as numbers; the client keeps them as text. */
const idText = z.union([z.string().min(1), z.number()]).transform(String);
/** Optional answers may come as null or be left out. */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/**
 * The signed-in user's application to one announcement (null ApplyCode: not applied yet). Unknown
 * fields pass, so a richer answer of the real backend does not break the page.
 */
export const myApplicationSchema = z.looseObject({
  AnncId: idText,
  ApplyCode: optionalText,
  ApplyTime: optionalText,
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

/** POST /baseapi/api/AnncApi/GetMyApply: whether the signed-in user has applied to the announcement. */
export const getMyApply = portalCall(
  '/api/AnncApi/GetMyApply',
  z.object({ PlatformId: platformIdField, AnncId: z.string().min(1) }),
  myApplicationSchema,
);

/** Text a user typed: the forbidden characters of SPEC §5 are refused even when a script set them. */
const typedText = (min: number, max: number, key: string) =>
  z
    .string()
    .trim()
    .min(min, key)
    .max(max, key)
    .refine((value) => !hasForbiddenCharacter(value), 'forbidden');

/** Mainland mobile numbers, as the user centre checks them. */
const mobile = /^1[3-9]\d{9}$/;

/** The fields of the AnncApply form (small-lease application): what a lessee tells the lessor. */
export const anncApplyFormSchema = z.object({
  PlatformId: platformIdField,
  AnncId: z.string().min(1),
  ApplicantName: typedText(2, 50, 'applicantName'),
  ContactName: typedText(2, 20, 'contactName'),
  ContactPhone: z.string().trim().regex(mobile, 'contactPhone'),
  IdNumber: z
    .string()
    .trim()
    .refine((value) => isValidIdCardNumber(value) || isValidCreditCode(value), 'idNumber'),
  Purpose: typedText(0, 200, 'purpose').default(''),
  AcceptTerms: z.literal(true, 'acceptTerms'),
});
export type AnncApplyForm = z.input<typeof anncApplyFormSchema>;

/** POST /baseapi/api/AnncApi/SubmitApply: an application with the form; answers like ApplyBid. */
export const submitApply = portalCall(
  '/api/AnncApi/SubmitApply',
  anncApplyFormSchema,
  z.looseObject({ ApplyCode: z.string().min(1), AnncId: idText }),
);
