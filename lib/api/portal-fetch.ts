import { anyEnvelopeSchema, ErrorCode } from './envelope';
import type { CallData, CallRequest, PortalCall } from './portal-call';
import { addresses } from '@/lib/site/addresses';
import { readSession } from '@/lib/session/store';

/** A failed portal call; `message` is the text the page may show. */
export class PortalCallError extends Error {
  constructor(
    message: string,
    readonly errorCode: number | null,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PortalCallError';
  }
}

const TIMEOUT_MS = 60_000;

/**
 * Posts a portal call and answers its checked Data. A thin stand-in kept to the envelope rules of
 * SPEC §8 until the shared API client (with refresh and retry) takes over.
 */
export async function callPortal<C extends PortalCall>(call: C, body: CallRequest<C>): Promise<CallData<C>> {
  const request = call.request.parse(body);
  const token = readSession().auth?.accessToken;
  const response = await fetch(`${addresses[call.base]}${call.path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(request),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new PortalCallError(`服务器异常:${response.status}`, null, response.status);
  const envelope = anyEnvelopeSchema.safeParse(await response.json().catch(() => null));
  if (!envelope.success) throw new PortalCallError('服务器异常:数据格式错误', null, response.status);
  const { ErrorCode: code, Message, Data } = envelope.data;
  if (code !== ErrorCode.success) throw new PortalCallError(Message ?? '请求失败', code, response.status);
  const data = call.data.safeParse(Data);
  if (!data.success) throw new PortalCallError('服务器异常:数据格式错误', code, response.status);
  return data.data as CallData<C>;
}
