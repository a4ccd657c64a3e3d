import type { z } from 'zod';
import type { SiteConfig } from '@/sites/schema';
import { addresses } from '@/lib/site/addresses';
import { readSession } from '@/lib/session/store';
import { anyEnvelopeSchema, ErrorCode } from '../envelope';

/** A failed user-centre call; `message` is the text the page may show. */
export class UserCentreError extends Error {
  constructor(
    message: string,
    readonly errorCode: number | null,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'UserCentreError';
  }
}

type Call = { base: 'API'; path: string; request?: z.ZodType; data: z.ZodType };
export type CallSite = Pick<SiteConfig, 'PlatformId' | 'WebBusinessType'>;

const TIMEOUT_MS = 60_000;

/**
 * Posts a user-centre call with the headers of SPEC §7 and answers its checked Data, following the
 * envelope rules of SPEC §8. A thin stand-in until the shared API client (refresh and retry) is used.
 */
export async function callUserCentre<C extends Call>(
  site: CallSite,
  call: C,
  body?: C['request'] extends z.ZodType ? z.input<C['request']> : undefined,
): Promise<z.infer<C['data']>> {
  const request = call.request ? call.request.parse(body ?? {}) : undefined;
  const session = readSession();
  const token = session.auth?.accessToken;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache',
    PlatformId: site.PlatformId,
    WebBusinessType: site.WebBusinessType,
    TradingOrgId: session.user?.TradingOrgId ?? '',
    CurrentMemberId: session.user?.MemberId ?? '',
    IdentityId: session.identity ? String(session.identity.IdentityId) : '',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${addresses[call.base]}${call.path}`, {
      method: 'POST',
      headers,
      body: request === undefined ? undefined : JSON.stringify(request),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new UserCentreError('网络异常，请稍后重试', null, null);
  }
  if (!response.ok) throw new UserCentreError(`服务器异常:${response.status}`, null, response.status);
  const envelope = anyEnvelopeSchema.safeParse(await response.json().catch(() => null));
  if (!envelope.success) throw new UserCentreError('服务器异常:数据格式错误', null, response.status);
  const { ErrorCode: code, Message, Data } = envelope.data;
  if (code === ErrorCode.unauthorized) throw new UserCentreError('登录已过期,请重新登录', code, 401);
  if (code !== ErrorCode.success) throw new UserCentreError(Message ?? '请求失败', code, response.status);
  const data = call.data.safeParse(Data);
  if (!data.success) throw new UserCentreError('服务器异常:数据格式错误', code, response.status);
  return data.data as z.infer<C['data']>;
}
