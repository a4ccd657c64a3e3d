import * as z from 'zod/mini';
import { code } from './fields';

export { ErrorCode } from './error-codes';

/**
 * Every wrapped endpoint answers `{ ErrorCode, Message, Data }` (SPEC §7). The ErrorCode may come
 * as a string of digits, the Message as null or not at all.
 */
export function envelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({
    ErrorCode: code,
    Message: z.pipe(
      z.nullish(z.string()),
      z.transform((value) => value ?? null),
    ),
    Data: data,
  });
}

/** The envelope with its Data not yet checked: what a failed call carries. */
export const anyEnvelopeSchema = envelopeSchema(z.unknown());
export type Envelope<T> = { ErrorCode: number; Message: string | null; Data: T };
