import * as z from 'zod/mini';
import { flag, id, list, optionalCode, optionalId, optionalText, text } from './fields';

/** Identity values of SPEC §3; numeric 1 also means buyer. */
export const identityValues = [
  'Saler',
  'Financier',
  'Purchaser',
  'Buyer',
  'Investor',
  '3Th',
  'AgentOrg',
  'Company',
  'Stock',
  'Supplier',
] as const;

/** An identity named by value, where numeric 1 (or "1") is the buyer: always the name. */
export const identityNameField = z.pipe(
  z.union([z.enum(identityValues), z.literal(1), z.literal('1')]),
  z.transform((value) => (value === 1 || value === '1' ? 'Buyer' : value)),
);

/** Identity as a name, or 1 (buyer) as a number or a string; an unknown one is left out. */
const identityValueField = z.catch(
  z.optional(
    z.pipe(
      z.union([z.enum(identityValues), z.literal(1), z.literal('1')]),
      z.transform((value) => (value === '1' ? 1 : value)),
    ),
  ),
  undefined,
);

/** A field kept off the record when the server sent null or nothing, as the stored record has it. */
function absentable<T extends z.ZodMiniType>(field: T) {
  return z.optional(
    z.pipe(
      field,
      z.transform((value: z.output<T>) => (value === null ? undefined : value) as NonNullable<z.output<T>>),
    ),
  );
}

/**
 * A trading identity (SPEC §3), from GetUserBasicInfo and as stored. Only IdentityId is needed to
 * act (choose it, send it in the IdentityId header); every other field may be null or missing.
 */
export const identitySchema = z.object({
  IdentityId: id,
  IdentityName: text,
  Identity: identityValueField,
  AuthBusinessIdentities: z.catch(list(z.unknown()), []),
  BusinessTypeId: absentable(optionalId),
  Name: absentable(optionalText),
  IsAuthed: flag(true),
  State: absentable(optionalCode),
  TradingOrgTransactionIdentityId: absentable(optionalId),
});
export type Identity = z.infer<typeof identitySchema>;
