import { z } from 'zod';
import { anncFilterShape } from '@/lib/contract/announcement-filters';
import { queryAnncList } from '@/lib/contract/announcements';

/**
 * Ways a centre's API may answer that SPEC allows and the sandbox's own data does not show: a lot in
 * a state SPEC §4 does not name, a lot without the fields the client only shows, and the list
 * filters beyond SPEC ignored. Set per test scope beside the answer profile (`/__sandbox/profile`).
 */
export const answerQuirks = ['unknownState', 'missingOptional', 'ignoreFilters'] as const;
export const answerQuirkSchema = z.enum(answerQuirks);
export type AnswerQuirk = z.infer<typeof answerQuirkSchema>;

/** Fields of a lot the client only shows (docs/api.md "What the client needs"): left out by `missingOptional`. */
const optionalLotFields = [
  'Code',
  'ViewCount',
  'ApplyEndTime',
  'BidEndTime',
  'PublishTime',
  'ImageUrl',
  'BadgeStyle',
  'CanApply',
  'Price',
] as const;

/** The state and badge of a lot the centre has paused, a state the client has never heard of. */
export const UNKNOWN_STATE = { State: 'Suspended', BadgeText: '暂停交易', BadgeStyle: 'suspended' } as const;

const isLot = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && 'AnncId' in value && 'BadgeText' in value;

/** Half the lots, the same ones in a list and in their details: those whose id's characters sum odd. */
function pausedLot(id: unknown): boolean {
  return [...String(id)].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 2 === 1;
}

/**
 * The answer's lots rewritten by the quirks in force: half of them get the unknown state, and every
 * lot loses its optional fields, so a list shows lots of both kinds.
 */
export function withQuirks(data: unknown, quirks: ReadonlySet<AnswerQuirk>): unknown {
  if (!quirks.has('unknownState') && !quirks.has('missingOptional')) return data;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    const record = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rewrite(inner)]));
    if (!isLot(record)) return record;
    if (quirks.has('missingOptional')) for (const field of optionalLotFields) delete record[field];
    if (quirks.has('unknownState') && pausedLot(record.AnncId)) Object.assign(record, UNKNOWN_STATE);
    return record;
  };
  return rewrite(data);
}

const extraFilters = new Set(Object.keys(anncFilterShape));

/** A list request as an API that knows only SPEC's fields reads it: the filters beyond SPEC dropped. */
export function requestWithQuirks(path: string, body: unknown, quirks: ReadonlySet<AnswerQuirk>): unknown {
  if (!quirks.has('ignoreFilters') || !path.toLowerCase().endsWith(queryAnncList.path.toLowerCase()))
    return body;
  if (body === null || typeof body !== 'object') return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !extraFilters.has(key)));
}
