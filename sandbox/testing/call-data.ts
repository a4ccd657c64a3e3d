import { anyEnvelopeSchema } from '@/lib/contract/envelope';
import type { CallData, CallRequest, Call } from '@/lib/contract/call';
import { callApi } from './sign-in';

/**
 * Makes one call of the contract against a test sandbox and gives its Data as the client reads it
 * (the call's own zod schema); an answer with an error code throws, with the code and its message.
 */
export async function callData<C extends Call>(
  origin: string,
  call: C,
  body: CallRequest<C>,
  options: { token?: string; platformId?: string } = {},
): Promise<CallData<C>> {
  const response = await callApi(origin, `/baseapi${call.path}`, { body, ...options });
  const envelope = anyEnvelopeSchema.parse(await response.json());
  if (envelope.ErrorCode !== 0) throw new Error(`${envelope.ErrorCode} ${envelope.Message}`);
  return call.data.parse(envelope.Data) as CallData<C>;
}
