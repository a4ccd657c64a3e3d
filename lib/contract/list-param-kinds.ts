import { dayPattern } from './announcement-values';

/**
 * The kinds of list parameter (list-params.ts holds the rows): how each reads its value from the
 * page address, writes it back, fills the list request, and how the form, the chips and the
 * sandbox treat it. Without zod: pages read their address before the schemas have loaded.
 */

/** What a request field holds: announcement-filters.ts gives each its schema. */
export type RequestValue = 'region' | 'category' | 'amount' | 'day' | 'sort';

/**
 * How the sandbox compares the field with its column: in the place (a city or one of its
 * counties), equal, at least, at most, on or after a day, on or before a day; `order` sorts.
 */
export type RequestMatch = 'place' | 'equals' | 'atLeast' | 'atMost' | 'fromDay' | 'toDay' | 'order';

export type RequestField<V extends RequestValue = RequestValue> = {
  readonly value: V;
  readonly match: RequestMatch;
};

type RequestFields = Readonly<Record<string, RequestField>>;

/** What the tenant's filters know: a region or category the address names and they do not is dropped. */
export type FilterChoices = {
  regions: ReadonlySet<string>;
  categories: readonly string[];
  /** A lease or small-lease list: the rows only leases have apply (SPEC §2's lease variants). */
  lease?: boolean;
};

/** The early call's script reads this parameter itself (early-call-script.ts), as the page does. */
export type EarlyRule =
  { field: string; kind: 'text' | 'page' } | { field: string; kind: 'oneOf'; values: readonly string[] };

/**
 * How the form asks for a row and the chip names it. Message keys are under `listFilters`;
 * `lease…` keys replace the others on lease lists (a price there is a monthly rent).
 */
export type ParamForm =
  | { kind: 'region'; chip: string }
  | { kind: 'category'; chip: string }
  | {
      kind: 'amount';
      legend: string;
      leaseLegend?: string;
      min: string;
      max: string;
      /** Said under the fields when a bound cannot be read. */
      unreadable: string;
      chip: string;
      /** The message of one bound in the chip, with `{amount}`. */
      value: string;
      leaseValue?: string;
    }
  | { kind: 'days'; legend: string; chip: string };

type Get = (name: string) => string | null;

/** One parameter of a list (see list-params.ts); `R` names its request fields for their schemas. */
export type ListParam<Q, R extends RequestFields = RequestFields> = {
  /** Its name: the sandbox's column map and the chips key by it. */
  key: string;
  /** The address names it reads and writes, in the address's order. */
  params: readonly string[];
  /** The fields of the list query it owns (null when unset). */
  fields: ReadonlyArray<keyof Q>;
  /** Request fields beyond SPEC it fills (SPEC's own, `Word`, `State`, `PageIndex`, are declared there). */
  request: R;
  read: (get: Get, choices?: FilterChoices) => Partial<Q>;
  write: (query: Q) => Array<[string, string]>;
  toRequest: (query: Q) => Record<string, unknown>;
  /** Whether a saved search keeps it: all but the page, so a saved search opens at its first page. */
  saved: boolean;
  early?: EarlyRule;
  form?: ParamForm;
  /** Only on lease and small-lease lists. */
  only?: 'lease';
};

type FieldsOf<Q, V> = { [K in keyof Q]-?: Q[K] extends V ? K : never }[keyof Q];

/** A value of at most 12 whole digits and 2 decimals: the amount rule of SPEC §5 without its minus. */
const amountPattern = /^\d{1,12}(\.\d{1,2})?$/;
/** A bound in 万 (ten thousand): `1万`, `1.5万`, `2.3 万`. */
const tenThousandPattern = /^(\d+)(?:\.(\d{0,2}))?\s*万$/;

/**
 * A bound as the filter form holds it: empty is no bound, a trailing dot is forgiven, `1.5万` is
 * 15000, and anything the address cannot carry (not a number, more than 12 whole digits) is
 * `unreadable`, for the form to say so rather than let the bound vanish.
 */
export function readAmountBound(text: string): number | null | 'unreadable' {
  const trimmed = text.trim().replace(/\.$/, '');
  if (trimmed === '') return null;
  const tenThousands = tenThousandPattern.exec(trimmed);
  // Shifted as text, so 1.15万 is 11500 and not 11499.999999999998.
  const plain = tenThousands
    ? `${tenThousands[1]}${(tenThousands[2] ?? '').padEnd(4, '0')}`.replace(/^0+(?=\d)/, '')
    : trimmed;
  return amountPattern.test(plain) ? Number(plain) : 'unreadable';
}

/** `min-max`: one side may be empty; both empty, anything else, or min above max is none. */
function readRange(value: string | null): { min: number | null; max: number | null } {
  const none = { min: null, max: null };
  const parts = value?.split('-');
  if (parts?.length !== 2) return none;
  const [min, max] = parts.map((part) =>
    amountPattern.test(part) ? Number(part) : part === '' ? null : NaN,
  );
  if (Number.isNaN(min) || Number.isNaN(max) || (min === null && max === null)) return none;
  if (min != null && max != null && min > max) return none;
  return { min: min ?? null, max: max ?? null };
}

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30). */
export function isDay(value: string | null): value is string {
  if (!value || !dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A window of days: each side a real day or none; a window that ends before it starts is none. */
function readDays(from: string | null, to: string | null): { from: string | null; to: string | null } {
  const start = isDay(from) ? from : null;
  const end = isDay(to) ? to : null;
  if (start && end && start > end) return { from: null, to: null };
  return { from: start, to: end };
}

const set = (entries: Array<[string, unknown]>) =>
  Object.fromEntries(entries.filter(([, value]) => value !== null));

/** A value the tenant offers (a region, a category): one address name, one request field. */
function choice<Q, N extends string, V extends RequestValue>(row: {
  key: string;
  param: string;
  field: FieldsOf<Q, string | null>;
  request: [N, RequestField<V>];
  allowed: (value: string, choices: FilterChoices) => boolean;
  form: Extract<ParamForm, { kind: 'region' | 'category' }>;
}): ListParam<Q, Record<N, RequestField<V>>> {
  const { key, param, field, request, allowed, form } = row;
  return {
    key,
    params: [param],
    fields: [field],
    request: { [request[0]]: request[1] } as Record<N, RequestField<V>>,
    read: (get, choices) => {
      const value = get(param);
      return { [field]: value && choices && allowed(value, choices) ? value : null } as Partial<Q>;
    },
    write: (query) => {
      const value = query[field] as string | null;
      return value ? [[param, value]] : [];
    },
    toRequest: (query) => set([[request[0], (query[field] as string | null) || null]]),
    saved: true,
    form,
  };
}

/** A range of amounts, `param=min-max` in the address, a `…Min` and `…Max` field in the request. */
function amountRange<Q, Min extends string, Max extends string>(row: {
  key: string;
  param: string;
  fields: [FieldsOf<Q, number | null>, FieldsOf<Q, number | null>];
  request: [Min, Max];
  form: Extract<ParamForm, { kind: 'amount' }>;
  only?: 'lease';
}): ListParam<Q, Record<Min | Max, RequestField<'amount'>>> {
  const { key, param, fields, request, form, only } = row;
  const [minField, maxField] = fields;
  return {
    key,
    params: [param],
    fields,
    request: {
      [request[0]]: { value: 'amount', match: 'atLeast' },
      [request[1]]: { value: 'amount', match: 'atMost' },
    } as Record<Min | Max, RequestField<'amount'>>,
    read: (get) => {
      const { min, max } = readRange(get(param));
      return { [minField]: min, [maxField]: max } as Partial<Q>;
    },
    write: (query) => {
      const min = query[minField] as number | null;
      const max = query[maxField] as number | null;
      return min === null && max === null ? [] : [[param, `${min ?? ''}-${max ?? ''}`]];
    },
    toRequest: (query) =>
      set([
        [request[0], query[minField]],
        [request[1], query[maxField]],
      ]),
    saved: true,
    form,
    ...(only ? { only } : {}),
  };
}

/** A window of days: two address names and two request fields, each side optional. */
function dayWindow<Q, From extends string, To extends string>(row: {
  key: string;
  params: [string, string];
  fields: [FieldsOf<Q, string | null>, FieldsOf<Q, string | null>];
  request: [From, To];
  form: Extract<ParamForm, { kind: 'days' }>;
}): ListParam<Q, Record<From | To, RequestField<'day'>>> {
  const { key, params, fields, request, form } = row;
  return {
    key,
    params,
    fields,
    request: {
      [request[0]]: { value: 'day', match: 'fromDay' },
      [request[1]]: { value: 'day', match: 'toDay' },
    } as Record<From | To, RequestField<'day'>>,
    read: (get) => {
      const { from, to } = readDays(get(params[0]), get(params[1]));
      return { [fields[0]]: from, [fields[1]]: to } as Partial<Q>;
    },
    write: (query) =>
      params.flatMap((param, index) => {
        const value = query[fields[index]!] as string | null;
        return value ? [[param, value] as [string, string]] : [];
      }),
    toRequest: (query) =>
      set([
        [request[0], query[fields[0]]],
        [request[1], query[fields[1]]],
      ]),
    saved: true,
    form,
  };
}

/**
 * The kinds for one query type: `paramKinds<ListQuery>().amountRange({...})` checks the fields
 * against the query and keeps the request field names for their schemas.
 */
export function paramKinds<Q>() {
  return {
    choice: <N extends string, V extends RequestValue>(row: Parameters<typeof choice<Q, N, V>>[0]) =>
      choice<Q, N, V>(row),
    amountRange: <Min extends string, Max extends string>(
      row: Parameters<typeof amountRange<Q, Min, Max>>[0],
    ) => amountRange<Q, Min, Max>(row),
    dayWindow: <From extends string, To extends string>(row: Parameters<typeof dayWindow<Q, From, To>>[0]) =>
      dayWindow<Q, From, To>(row),
  };
}
