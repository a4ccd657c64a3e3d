import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ErrorCode } from '@/lib/contract/envelope';
import { BodyTooLargeError, MalformedBodyError, readJsonBody } from './http/body';
import { describeIssues } from './http/describe-issues';
import { ApiError, sendError, sendJson } from './http/respond';

export const faultsPath = '/__sandbox/faults';
/** Request header naming the test a request belongs to (browser tests set it on their page). */
export const faultScopeHeader = 'x-sandbox-scope';

export const faultSchema = z
  .object({
    /** Path pattern; `*` matches any run of characters; case-insensitive; the query is ignored. */
    path: z.string().min(1),
    /** Only this method (any when absent). */
    method: z.string().toUpperCase().optional(),
    /** HTTP status of the faulty answer. */
    status: z.number().int().min(100).max(599).optional(),
    /** ErrorCode (and Message) of the envelope of the faulty answer. */
    errorCode: z.number().int().optional(),
    message: z.string().optional(),
    /** Delay before answering (or before the normal handling when nothing else is set). */
    delayMs: z.number().int().min(0).max(120_000).optional(),
    /** Answer a truncated JSON body. */
    malformed: z.boolean().optional(),
    /**
     * Only requests whose bearer token belongs to this account (e.g. `buyer`): lets tests that run
     * in parallel against one sandbox keep their faults to themselves.
     */
    account: z.string().min(1).optional(),
    /**
     * Only requests carrying this value in the `x-sandbox-scope` header: a browser test sets it on
     * its own page, so its faults reach none of the tests running beside it, even token calls.
     */
    scope: z.string().min(1).max(200).optional(),
    /** How many matching requests take the fault. */
    times: z.number().int().min(1).max(1000).default(1),
  })
  .refine(
    (fault) =>
      fault.status !== undefined ||
      fault.errorCode !== undefined ||
      fault.delayMs !== undefined ||
      fault.malformed !== undefined,
    { message: '至少指定 status、errorCode、delayMs 或 malformed 之一', path: ['status'] },
  );
export type Fault = z.output<typeof faultSchema> & { id: number; remaining: number };

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`, 'i');
}

/** Faults queued by tests, taken by the requests they match, each as many times as asked. */
export function createFaults() {
  let faults: Fault[] = [];
  let nextId = 1;

  /** Whether a queued fault is scoped to an account, so the caller must find out who is calling. */
  function needsAccount(): boolean {
    return faults.some((fault) => fault.account !== undefined);
  }

  function take(
    method: string,
    pathname: string,
    account: string | null = null,
    scope: string | null = null,
  ): Fault | null {
    const fault = faults.find(
      (candidate) =>
        (!candidate.method || candidate.method === method) &&
        (!candidate.scope || candidate.scope === scope) &&
        (!candidate.account || candidate.account.toLowerCase() === account?.toLowerCase()) &&
        patternToRegExp(candidate.path).test(pathname),
    );
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault);
    return fault;
  }

  /** Plays a fault; true when it answered the request, false when normal handling goes on. */
  async function play(req: IncomingMessage, res: ServerResponse, fault: Fault): Promise<boolean> {
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.status === undefined && fault.errorCode === undefined && !fault.malformed) return false;
    req.resume();
    const status = fault.status ?? 200;
    if (fault.malformed) {
      res.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end('{"ErrorCode":0,"Message":"成功","Data":{');
      return true;
    }
    const errorCode = fault.errorCode ?? (status === 401 ? ErrorCode.unauthorized : ErrorCode.message);
    sendError(res, new ApiError(fault.message ?? `模拟故障：${status} / ${errorCode}`, errorCode, status));
    return true;
  }

  /** `POST` queues a fault, `GET` lists the queue, `DELETE` clears it (`?scope=` only that scope's). */
  async function handleAdmin(req: IncomingMessage, res: ServerResponse) {
    try {
      if (req.method === 'GET') return sendJson(res, 200, { ErrorCode: 0, Message: '成功', Data: faults });
      if (req.method === 'DELETE') {
        const scope = new URL(req.url ?? '/', 'http://sandbox').searchParams.get('scope');
        faults = scope ? faults.filter((fault) => fault.scope !== scope) : [];
        return sendJson(res, 200, { ErrorCode: 0, Message: '成功', Data: faults });
      }
      if (req.method !== 'POST')
        throw new ApiError(`不支持的请求方法：${req.method}`, ErrorCode.message, 405);
      const parsed = faultSchema.safeParse(await readJsonBody(req));
      if (!parsed.success) throw new ApiError(describeIssues(parsed.error, '请求体'));
      const fault: Fault = { ...parsed.data, id: nextId, remaining: parsed.data.times };
      nextId += 1;
      faults.push(fault);
      sendJson(res, 200, { ErrorCode: 0, Message: '成功', Data: fault });
    } catch (error) {
      if (error instanceof ApiError) return sendError(res, error);
      if (error instanceof MalformedBodyError) return sendError(res, new ApiError('请求体不是有效的 JSON'));
      if (error instanceof BodyTooLargeError) return sendError(res, new ApiError('请求体过大', 1, 413));
      throw error;
    }
  }

  return { take, play, handleAdmin, needsAccount, list: () => faults };
}
export type Faults = ReturnType<typeof createFaults>;
