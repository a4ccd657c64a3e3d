import { z } from 'zod';

/** ErrorCodes of SPEC §8 that the client treats specially. */
export const ErrorCode = {
  success: 0,
  message: 1,
  wrongCredentials: -10,
  userDisabled: -11,
  captchaRequired: -12,
  captchaRequiredAgain: -13,
  unauthorized: 401,
} as const;

/** Every wrapped endpoint answers `{ ErrorCode, Message, Data }` (SPEC §7). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    ErrorCode: z.number().int(),
    Message: z.string().nullable().default(null),
    Data: data,
  });
}

/** The envelope with its Data not yet checked: what a failed call carries. */
export const anyEnvelopeSchema = envelopeSchema(z.unknown());
export type Envelope<T> = { ErrorCode: number; Message: string | null; Data: T };
