import fc from 'fast-check';
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import { readNoting } from '@/lib/contract/lenient-reads';

/**
 * Property checks of the client's answer schemas (sandbox/api/tolerant-answers.test.ts): take a
 * real answer of the sandbox, make its record ids digits (as a backend with integer keys has them),
 * then let fast-check write it every way a spec-following backend may: ids and codes as numbers or
 * strings, null or absent for what is unset, null for empty lists, ISO times, unknown fields
 * anywhere. The schema must read each variant, and read it as the same thing.
 */

const notIds = new Set(['PlatformId', 'TypeId', 'SubSystemId', 'TabId', 'BusinessTypeId']);
const isIdKey = (key: string) => /Id$/.test(key) && !notIds.has(key);
const codeKeys = new Set([
  'MemberType',
  'DataFrom',
  'State',
  'PageId',
  'Total',
  'ViewCount',
  'Unread',
  'DurationMinutes',
]);
const portalTime = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2})?)$/;
const ABSENT = Symbol('absent');

/** The same answer with every record id replaced by a stable string of digits. */
function withDigitIds(value: unknown, table: Map<string, string>, key = ''): unknown {
  if (Array.isArray(value))
    return value.map((item) => withDigitIds(item, table, key === 'MarkIds' ? 'Id' : ''));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, withDigitIds(inner, table, name)]),
    );
  }
  if (typeof value === 'string' && isIdKey(key) && value !== '') {
    if (!table.has(value)) table.set(value, String(table.size + 1001));
    return table.get(value);
  }
  return value;
}

/** Every way a spec-following backend may write `value` found under `key`. */
function variants(value: unknown, key = ''): fc.Arbitrary<unknown> {
  if (value === null) return fc.constantFrom<unknown>(null, ABSENT);
  if (value === '') return fc.constantFrom<unknown>('', null, ABSENT);
  if (Array.isArray(value)) {
    if (value.length === 0) return fc.constantFrom<unknown>([], null, ABSENT);
    return fc
      .tuple(...value.map((item) => variants(item, key === 'MarkIds' ? 'Id' : '')))
      .map((items) => items);
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return fc
      .tuple(
        fc.tuple(...entries.map(([name, inner]) => variants(inner, name))),
        fc.dictionary(
          fc.constantFrom('ExtensionData', 'RowVersion', 'Remark', 'CreateUserId', '$id'),
          fc.jsonValue(),
          {
            maxKeys: 2,
          },
        ),
      )
      .map(([values, extra]) => {
        const record: Record<string, unknown> = { ...extra };
        entries.forEach(([name], index) => {
          if (values[index] !== ABSENT) record[name] = values[index];
        });
        return record;
      });
  }
  if (typeof value === 'string' && isIdKey(key) && /^\d+$/.test(value)) {
    return fc.constantFrom<unknown>(value, Number(value));
  }
  if (typeof value === 'number' && Number.isInteger(value) && codeKeys.has(key)) {
    return fc.constantFrom<unknown>(value, String(value));
  }
  if (typeof value === 'string') {
    const clock = portalTime.exec(value);
    if (clock) {
      const iso = `${clock[1]}T${clock[2]!.length === 5 ? `${clock[2]}:00` : clock[2]}`;
      return fc.constantFrom<unknown>(value, iso, `${iso}.000`, `${iso}.1234567`);
    }
  }
  return fc.constant(value);
}

/**
 * Paths of the fields whose absence makes the answer unreadable or leaves its record out of a list
 * (lib/contract/fields.ts `list`): what the client requires.
 */
function requiredPaths(
  schema: z.ZodMiniType,
  whole: unknown,
  at: unknown = whole,
  path: string[] = [],
): string[] {
  if (Array.isArray(at)) return at.length > 0 ? requiredPaths(schema, whole, at[0], [...path, '[]']) : [];
  if (at === null || typeof at !== 'object') return [];
  const found: string[] = [];
  for (const key of Object.keys(at)) {
    const record = at as Record<string, unknown>;
    const kept = record[key];
    delete record[key];
    const { value: read, lenient } = readNoting(() => schema.safeParse(whole));
    const missing = !read.success || lenient.some((note) => note.left === 'item');
    record[key] = kept;
    if (missing) found.push([...path, key].join('.').replace(/\.\[\]/g, '[]'));
    found.push(...requiredPaths(schema, whole, kept, [...path, key]));
  }
  return found;
}

/**
 * The answer `data` of call `name`, its ids made digits, must read through `schema` as the same
 * thing however a spec-following backend writes it, and need exactly the `required` fields.
 */
export function expectReadAlikeEveryWay(
  name: string,
  schema: z.ZodMiniType,
  data: unknown,
  required: string[] | undefined,
) {
  const canonical = withDigitIds(data, new Map());
  expect(requiredPaths(schema, structuredClone(canonical)), `${name} requires`).toEqual(required);
  const expected = schema.safeParse(canonical);
  expect(expected.error?.issues ?? [], `${name} canonical`).toEqual([]);
  fc.assert(
    fc.property(variants(canonical), (variant) => {
      const read = schema.safeParse(variant === ABSENT ? undefined : variant);
      expect(read.error?.issues ?? [], name).toEqual([]);
      expect(read.data).toEqual(expected.data);
    }),
    { numRuns: 25 },
  );
}
