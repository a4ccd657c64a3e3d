import * as z from 'zod/mini';
import { noteLenientRead } from './lenient-reads';

/**
 * Field builders for answers. SPEC §3 names fields, never their JSON types, and the real API is a
 * .NET service: ids and codes may come as numbers or strings, optional values as null or not at
 * all, lists as null. Each builder accepts every such form and hands the client one normalised
 * value, so the rest of the code never sees the difference. Unknown fields are dropped by
 * z.object, never refused.
 */

const stringOrNumber = z.union([z.string(), z.number()]);

function isAbsent(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

/** An id the client acts on (links, keys, requests): a non-empty string or number, kept as a string. */
export const id = z.pipe(
  stringOrNumber,
  z.pipe(
    z.transform((value: string | number) => String(value).trim()),
    z.string().check(z.minLength(1)),
  ),
);

/** An id that may be missing: null, absent or empty all mean none. */
export const optionalId = z.pipe(
  z.nullish(stringOrNumber),
  z.transform((value) => (isAbsent(value) || String(value).trim() === '' ? null : String(value).trim())),
);

/** A numeric code (MemberType, DataFrom, a State number): a number or a string of digits, as a number. */
export const code = z.pipe(
  z.union([z.number().check(z.int()), z.string().check(z.trim(), z.regex(/^-?\d+$/))]),
  z.transform((value) => Number(value)),
);

/** A numeric code that may be missing. */
export const optionalCode = z.pipe(
  z.nullish(z.union([z.number().check(z.int()), z.string().check(z.trim(), z.regex(/^-?\d*$/))])),
  z.transform((value) => (isAbsent(value) || value === '' ? null : Number(value))),
);

/** Text the page only shows: null or absent reads as empty, a number as its digits. */
export const text = z.pipe(
  z.nullish(stringOrNumber),
  z.transform((value) => (isAbsent(value) ? '' : String(value))),
);

/** Text whose absence the page shows differently (a placeholder, a dash): null when missing or empty. */
export const optionalText = z.pipe(
  z.nullish(stringOrNumber),
  z.transform((value) => (isAbsent(value) || value === '' ? null : String(value))),
);

/** A yes/no flag; null or absent is the given default. */
export function flag(fallback: boolean) {
  return z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value ?? fallback),
  );
}

/**
 * A list; null or absent is empty (.NET serialises an unset list as null). Read item by item: an
 * item the client cannot use (an id missing, a needed value unreadable) is left out and noted, and
 * the others are shown, so one odd record never blanks a list.
 */
export function list<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((values): z.output<T>[] =>
      (values ?? []).flatMap((value) => {
        const read = item.safeParse(value);
        if (read.success) return [read.data as z.output<T>];
        const fields = new Set(
          read.error.issues.map((issue) => issue.path.map(String).join('.') || '(item)'),
        );
        for (const field of fields) noteLenientRead({ field, left: 'item' });
        return [];
      }),
    ),
  );
}

/**
 * A field the client only shows: a value it cannot read is left out (read as if absent) and noted,
 * never a reason to refuse the record. `field` names it in the notes.
 */
export function shown<T extends z.ZodMiniType>(field: string, schema: T) {
  return z.catch(schema, () => {
    noteLenientRead({ field, left: 'value' });
    return schema.parse(undefined) as z.output<T>;
  });
}

/** A count or page total: a non-negative integer, null reads as 0. */
export const count = z.pipe(
  z.nullish(z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d+$/))])),
  z.pipe(
    z.transform((value: string | number | null | undefined) => (isAbsent(value) ? 0 : Number(value))),
    z.number().check(z.int(), z.minimum(0)),
  ),
);

/** A count the page shows only when the answer gives it: missing or null is null, not 0. */
export const optionalCount = z.pipe(
  z.nullish(z.union([z.number().check(z.int(), z.minimum(0)), z.string().check(z.trim(), z.regex(/^\d+$/))])),
  z.transform((value) => (isAbsent(value) ? null : Number(value))),
);

/** Money in yuan: a number, or the decimal a .NET decimal may be written as. */
export const money = z.pipe(
  z.union([z.number(), z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/))]),
  z.pipe(
    z.transform((value: string | number) => Number(value)),
    z.number(),
  ),
);

/** Money that may be missing. */
export const optionalMoney = z.pipe(
  z.nullish(money),
  z.transform((value) => value ?? null),
);

/**
 * An amount a page only shows (a price, an area): a number or a decimal string; missing, and also
 * unreadable, reads as null, so an odd value hides one line instead of failing the whole record.
 */
export const shownAmount = z.catch(optionalMoney, null);

const timePattern = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A time as the centre writes it (UTC+8). The sandbox sends `YYYY-MM-DD HH:mm:ss`; a .NET
 * DateTime is ISO (`YYYY-MM-DDTHH:mm:ss.fff`). Both become `YYYY-MM-DD HH:mm:ss`.
 */
export const time = z.pipe(
  z.string().check(z.trim(), z.regex(timePattern)),
  z.transform((value) => {
    const [, date, clock] = timePattern.exec(value) ?? [];
    return clock ? `${date} ${clock}` : (date ?? value);
  }),
);

/** A time that may be missing. */
export const optionalTime = z.pipe(
  z.nullish(z.union([z.literal(''), time])),
  z.transform((value) => (isAbsent(value) || value === '' ? null : value)),
);
