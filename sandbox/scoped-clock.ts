import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ErrorCode } from '@/lib/contract/envelope';
import { BodyTooLargeError, MalformedBodyError, readJsonBody } from './http/body';
import { describeIssues } from './http/describe-issues';
import { ApiError, sendError, sendJson } from './http/respond';
import { faultScopeHeader } from './faults';

export const clockPath = '/__sandbox/clock';

const settingSchema = z.object({
  /** Only requests carrying this `x-sandbox-scope` header: one browser test, never the others. */
  scope: z.string().min(1).max(200),
  /** How far this scope's clock is from the real one, in seconds (negative: in the past). */
  offsetSeconds: z
    .number()
    .int()
    .min(-24 * 3600)
    .max(24 * 3600),
});

/** The offset of the request being handled, in milliseconds; none outside a request. */
const requestOffset = new AsyncLocalStorage<number>();
let installed = false;

/**
 * Everything that tells the time in the sandbox (the provider's token and session times, the
 * stores' expiries) reads `Date.now`: it answers the real time moved by the offset of the request
 * being handled, and the real time anywhere else.
 */
function installOnce(): void {
  if (installed) return;
  installed = true;
  const realNow = Date.now.bind(Date);
  Date.now = () => realNow() + (requestOffset.getStore() ?? 0);
}

/**
 * A clock per test: `POST { scope, offsetSeconds }` moves the time of every request carrying that
 * `x-sandbox-scope`, so a test can sign in "six minutes ago" (the provider issues tokens and keeps
 * sessions as it would have then) and go on in the present without waiting; `DELETE ?scope=` puts
 * it back. Requests of other tests, which share the sandbox, keep the real time.
 */
export function createScopedClock() {
  installOnce();
  const offsets = new Map<string, number>();

  /** Runs a request's handling on its scope's clock. */
  function run<T>(req: IncomingMessage, handle: () => Promise<T>): Promise<T> {
    const scope = req.headers[faultScopeHeader];
    const offset = typeof scope === 'string' ? offsets.get(scope) : undefined;
    return offset === undefined ? handle() : requestOffset.run(offset, handle);
  }

  async function handleAdmin(req: IncomingMessage, res: ServerResponse) {
    try {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      if (req.method === 'DELETE') {
        const scope = url.searchParams.get('scope');
        if (!scope) throw new ApiError('请求参数错误：scope必填');
        offsets.delete(scope);
        return sendJson(res, 200, { ErrorCode: 0, Message: '成功', Data: null });
      }
      if (req.method !== 'POST')
        throw new ApiError(`不支持的请求方法：${req.method}`, ErrorCode.message, 405);
      const parsed = settingSchema.safeParse(await readJsonBody(req));
      if (!parsed.success) throw new ApiError(describeIssues(parsed.error, '请求体'));
      offsets.set(parsed.data.scope, parsed.data.offsetSeconds * 1000);
      sendJson(res, 200, { ErrorCode: 0, Message: '成功', Data: parsed.data });
    } catch (error) {
      if (error instanceof ApiError) return sendError(res, error);
      if (error instanceof MalformedBodyError) return sendError(res, new ApiError('请求体不是有效的 JSON'));
      if (error instanceof BodyTooLargeError) return sendError(res, new ApiError('请求体过大', 1, 413));
      throw error;
    }
  }

  return { run, handleAdmin };
}
