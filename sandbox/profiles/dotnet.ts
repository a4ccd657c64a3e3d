/**
 * How a .NET (ASP.NET + Newtonsoft/System.Text.Json) service would write the same answers, from
 * what SPEC.md says and leaves open, not from the client's schemas:
 *
 * - record ids are database integers (SPEC §3 names UserId, MemberId, IdentityId, … but never
 *   their types), so every id the sandbox writes as a string goes out as a stable integer, and
 *   ids coming back in request bodies are translated back;
 * - BusinessTypeId is the number of the business type (SPEC §3 lists WebBusinessType values) and
 *   Identity of a buyer is the number 1 ("numeric 1 means buyer");
 * - an unset string or list is `null`, not `""`, `[]` or absent;
 * - DateTime values are ISO 8601 (`2024-05-01T09:30:00`);
 * - entities carry fields the portal has never heard of, and so does the envelope.
 */

import { webBusinessTypes } from '@/sites/schema';

/** Keys whose values are record ids (SPEC §3 entities and the sandbox's own lists). */
const idKeys = new Set([
  'Id',
  'UserId',
  'MemberId',
  'IdentityId',
  'TradingOrgId',
  'TradingOrgTransactionIdentityId',
  'MenuId',
  'AnncId',
  'ApplicantId',
  'SubjectId',
  'ArticleId',
  'NoticeId',
  'CompanyId',
  'MessageId',
]);
/** Keys holding lists of record ids. */
const idListKeys = new Set(['MarkIds']);

/** SPEC §3 WebBusinessType values (the manifest's list), numbered in the spec's order. */
const businessTypes: readonly string[] = webBusinessTypes;

const sandboxTime = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2})?)$/;

/** Integers standing for the sandbox's string ids, both ways; shared by every dotnet request. */
export function createIdTable() {
  const toNumber = new Map<string, number>();
  const toString = new Map<number, string>();
  return {
    out(id: string): number {
      let number = toNumber.get(id);
      if (number === undefined) {
        number = toNumber.size + 1001;
        toNumber.set(id, number);
        toString.set(number, id);
      }
      return number;
    },
    back(value: unknown): unknown {
      const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
      return Number.isInteger(number) ? (toString.get(number) ?? value) : value;
    },
  };
}
export type IdTable = ReturnType<typeof createIdTable>;

function answerValue(key: string, value: unknown, ids: IdTable): unknown {
  if (value === undefined || value === '') return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    if (idListKeys.has(key)) return value.map((item) => (typeof item === 'string' ? ids.out(item) : item));
    return value.map((item) => answerValue('', item, ids));
  }
  if (value !== null && typeof value === 'object') return answerObject(value as Record<string, unknown>, ids);
  if (typeof value === 'string') {
    if (idKeys.has(key)) return ids.out(value);
    if (key === 'BusinessTypeId' && businessTypes.includes(value)) return businessTypes.indexOf(value) + 1;
    if (key === 'Identity' && value === 'Buyer') return 1;
    const time = sandboxTime.exec(value);
    if (time) return `${time[1]}T${time[2]!.length === 5 ? `${time[2]}:00` : time[2]}`;
  }
  return value;
}

function answerObject(record: Record<string, unknown>, ids: IdTable): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) answer[key] = answerValue(key, value, ids);
  // Fields of the .NET entity the portal never asked for.
  answer.ExtensionData = null;
  answer.RowVersion = 'AAAAAAAAB9E=';
  return answer;
}

/** The envelope of a successful answer as the .NET service writes it. */
export function dotnetEnvelope(data: unknown, ids: IdTable) {
  return {
    ErrorCode: 0,
    Message: null,
    Data: answerValue('', data, ids),
    Success: true,
    TraceId: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
  };
}

/** A request body with the integers this profile handed out turned back into the sandbox's ids. */
export function fromDotnetRequest(body: unknown, ids: IdTable, key = ''): unknown {
  if (Array.isArray(body)) {
    return body.map((item) => (idListKeys.has(key) ? ids.back(item) : fromDotnetRequest(item, ids)));
  }
  if (body !== null && typeof body === 'object') {
    return Object.fromEntries(
      Object.entries(body).map(([name, value]) => [name, fromDotnetRequest(value, ids, name)]),
    );
  }
  return idKeys.has(key) ? ids.back(body) : body;
}
