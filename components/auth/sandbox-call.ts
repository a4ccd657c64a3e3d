import * as z from 'zod/mini';
import { defineCall } from '@/lib/contract/call';
import { sendCall } from '@/lib/api/send-call';
import { ApiError } from '@/lib/api/errors';
import { refOf } from '@/lib/api/call-ref';
import type { ApiSite } from '@/lib/api/transport';

/**
 * A browser test's call through the one API client (`window.portalSandbox.call`): 'ok', or the key
 * of the error the client made of the answer.
 */
export function sandboxCall(
  site: ApiSite,
  path: string,
  { quiet = true }: { quiet?: boolean },
): Promise<string> {
  return sendCall(site, refOf(defineCall(path, z.unknown(), z.unknown(), { auth: 'optional' })), undefined, {
    quiet,
  }).then(
    () => 'ok',
    (error: unknown) => (error instanceof ApiError ? error.key : 'unknown'),
  );
}
