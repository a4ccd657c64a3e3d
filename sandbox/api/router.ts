import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ErrorCode, envelopeSchema } from '@/lib/contract/envelope';
import { findAccountById } from '../db/accounts';
import type { Database } from '../db/database';
import { BodyTooLargeError, MalformedBodyError, readJsonBody } from '../http/body';
import { describeIssues } from '../http/describe-issues';
import { ApiError, sendError, sendJson } from '../http/respond';
import type { Profiles } from '../profiles';
import { dotnetEnvelope, fromDotnetRequest } from '../profiles/dotnet';
import { requestWithQuirks, withQuirks, type AnswerQuirk } from '../profiles/quirks';
import type { BearerVerifier } from './bearer';
import type { Route } from './route';

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : null;
}

export type ApiRouterOptions = {
  routes: Route[];
  db: Database;
  verify: BearerVerifier;
  /** Answer profiles (default when absent): the .NET one rewrites answers and reads its ids back. */
  profiles?: Profiles;
};

/** Dispatches API paths to their routes and answers in the envelope; null when no route matches. */
export function createApiRouter({ routes, db, verify, profiles }: ApiRouterOptions) {
  const table = new Map<string, Route>();
  for (const route of routes) {
    const key = `${route.method} ${route.path.toLowerCase()}`;
    if (table.has(key)) throw new Error(`duplicate sandbox route ${key}`);
    table.set(key, route);
  }
  const knownPaths = new Set(routes.map((route) => route.path.toLowerCase()));

  return async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.replace(/\/+$/, '').toLowerCase();
    const route = table.get(`${req.method} ${path}`);
    const dotnet = profiles?.profileOf(req) === 'dotnet';
    try {
      if (!route) {
        req.resume();
        throw knownPaths.has(path)
          ? new ApiError(`不支持的请求方法：${req.method}`, ErrorCode.message, 405)
          : new ApiError(`接口不存在：${url.pathname}`, ErrorCode.message, 404);
      }
      let account = null;
      if (route.auth !== 'none') {
        const subject = await verify(req.headers.authorization);
        account = subject ? findAccountById(db, subject) : null;
        if (route.auth === 'required' && !account) {
          req.resume();
          throw new ApiError('登录已过期,请重新登录', ErrorCode.unauthorized, 401);
        }
      }
      const quirks = profiles?.quirks(req) ?? new Set<AnswerQuirk>();
      const sent = requestWithQuirks(route.path, await readJsonBody(req), quirks);
      const rawBody = dotnet && profiles ? fromDotnetRequest(sent, profiles.ids) : sent;
      let body: unknown = rawBody;
      if (route.body) {
        const parsed = z.safeParse(route.body, rawBody ?? {});
        if (!parsed.success) throw new ApiError(describeIssues(parsed.error, '请求体'));
        body = parsed.data;
      }
      let query: unknown = Object.fromEntries(url.searchParams);
      if (route.query) {
        const parsed = z.safeParse(route.query, query);
        if (!parsed.success) throw new ApiError(describeIssues(parsed.error, '查询参数'));
        query = parsed.data;
      }
      const data = await route.handle({
        req,
        url,
        body,
        query,
        db,
        account,
        headers: {
          platformId: header(req, 'PlatformId'),
          webBusinessType: header(req, 'WebBusinessType'),
          tradingOrgId: header(req, 'TradingOrgId'),
          currentMemberId: header(req, 'CurrentMemberId'),
        },
      });
      const answer = z.safeParse(envelopeSchema(route.data), {
        ErrorCode: ErrorCode.success,
        Message: '成功',
        Data: data,
      });
      if (!answer.success) {
        // The sandbox broke its own contract: say so loudly in the log, plainly to the caller.
        console.error(`[sandbox] answer of ${route.path} fails its schema: ${answer.error.message}`);
        throw new ApiError('服务器内部错误', ErrorCode.message, 500);
      }
      // Send what the handler produced (validated), not the parsed copy with its defaults filled in.
      const sentData = withQuirks(data, quirks);
      sendJson(
        res,
        200,
        dotnet && profiles
          ? dotnetEnvelope(sentData, profiles.ids)
          : { ErrorCode: ErrorCode.success, Message: '成功', Data: sentData },
      );
    } catch (error) {
      if (error instanceof ApiError) return sendError(res, error);
      if (error instanceof MalformedBodyError) return sendError(res, new ApiError('请求体不是有效的 JSON'));
      if (error instanceof BodyTooLargeError) {
        return sendError(res, new ApiError('请求体过大', ErrorCode.message, 413));
      }
      console.error(`[sandbox] ${req.method} ${url.pathname} failed:`, error);
      sendError(res, new ApiError('服务器内部错误', ErrorCode.message, 500));
    }
  };
}
