import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ErrorCode } from '@/lib/contract/envelope';
import { readJsonBody } from '../http/body';
import { describeIssues } from '../http/describe-issues';
import { ApiError, sendError, sendJson } from '../http/respond';
import { createIdTable } from './dotnet';
import { answerQuirkSchema, type AnswerQuirk } from './quirks';

export const profilePath = '/__sandbox/profile';
export const profiles = ['default', 'dotnet'] as const;
export const profileSchema = z.enum(profiles);
export type Profile = z.infer<typeof profileSchema>;

/** Whether API answers carry the `Date` header (and expose it cross-origin), or leave it out as a backend may. */
export const dateHeaderSchema = z.enum(['sent', 'withheld']);

const settingSchema = z.object({
  profile: profileSchema,
  /** Spec-conformant ways of answering the sandbox's data does not show (quirks.ts). */
  quirks: z.array(answerQuirkSchema).default([]),
  date: dateHeaderSchema.default('sent'),
  /** Only requests carrying this `x-sandbox-scope` header (one browser test); all when absent. */
  scope: z.string().min(1).max(200).optional(),
});

/**
 * Which answer profile a request gets: the one set for its `x-sandbox-scope`, else the one the
 * sandbox started with (`SANDBOX_PROFILE`) or last set for everybody.
 */
export function createProfiles(initial: Profile) {
  let fallback = initial;
  const scoped = new Map<string, Profile>();
  const withheld = new Set<string>();
  const quirksOf = new Map<string, ReadonlySet<AnswerQuirk>>();
  let quirksForAll: ReadonlySet<AnswerQuirk> = new Set();
  let withheldForAll = false;
  const ids = createIdTable();

  function profileOf(req: IncomingMessage): Profile {
    const scope = req.headers['x-sandbox-scope'];
    return (typeof scope === 'string' && scoped.get(scope)) || fallback;
  }

  /** The answer quirks in force for this request: its scope's, else everybody's. */
  function quirks(req: IncomingMessage): ReadonlySet<AnswerQuirk> {
    const scope = req.headers['x-sandbox-scope'];
    return (typeof scope === 'string' && quirksOf.get(scope)) || quirksForAll;
  }

  /** Whether this request's answer carries the `Date` header. */
  function sendsDate(req: IncomingMessage): boolean {
    const scope = req.headers['x-sandbox-scope'];
    return typeof scope === 'string' && scoped.has(scope) ? !withheld.has(scope) : !withheldForAll;
  }

  /** `GET` tells the profile in force, `POST { profile, scope? }` sets it, `DELETE ?scope=` forgets a scope's. */
  async function handleAdmin(req: IncomingMessage, res: ServerResponse) {
    try {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      if (req.method === 'GET') {
        return sendJson(res, 200, {
          ErrorCode: 0,
          Message: '成功',
          Data: { profile: fallback, scoped: Object.fromEntries(scoped) },
        });
      }
      if (req.method === 'DELETE') {
        const scope = url.searchParams.get('scope');
        if (scope) {
          scoped.delete(scope);
          withheld.delete(scope);
          quirksOf.delete(scope);
        } else {
          scoped.clear();
          withheld.clear();
          quirksOf.clear();
          quirksForAll = new Set();
        }
        return sendJson(res, 200, { ErrorCode: 0, Message: '成功', Data: null });
      }
      if (req.method !== 'POST')
        throw new ApiError(`不支持的请求方法：${req.method}`, ErrorCode.message, 405);
      const parsed = settingSchema.safeParse(await readJsonBody(req));
      if (!parsed.success) throw new ApiError(describeIssues(parsed.error, '请求体'));
      const { scope, profile, date } = parsed.data;
      const asked = new Set(parsed.data.quirks);
      if (scope) {
        scoped.set(scope, profile);
        quirksOf.set(scope, asked);
        if (date === 'withheld') withheld.add(scope);
        else withheld.delete(scope);
      } else {
        fallback = profile;
        withheldForAll = date === 'withheld';
        quirksForAll = asked;
      }
      sendJson(res, 200, { ErrorCode: 0, Message: '成功', Data: parsed.data });
    } catch (error) {
      if (error instanceof ApiError) return sendError(res, error);
      sendError(res, new ApiError('请求体不是有效的 JSON'));
    }
  }

  return { profileOf, sendsDate, quirks, handleAdmin, ids };
}
export type Profiles = ReturnType<typeof createProfiles>;
