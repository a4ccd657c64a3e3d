'use client';

import { useEffect } from 'react';
import * as z from 'zod/mini';
import { useSite } from '@/lib/site/site-context';
import { defineCall } from '@/lib/contract/call';
import { sendCall } from '@/lib/api/send-call';
import { ApiError } from '@/lib/api/errors';
import { refOf } from '@/lib/api/call-ref';

declare global {
  interface Window {
    portalSandbox?: { call(path: string, options?: { quiet?: boolean }): Promise<string> };
  }
}

/**
 * Sandbox builds only (PORTAL_ENV=sandbox, the default): lets browser tests drive the one API
 * client directly, e.g. twenty concurrent calls. The condition is a build-time constant, so other
 * profiles ship none of it.
 */
export function SandboxTestHooks() {
  const site = useSite();
  useEffect(() => {
    if (process.env.PORTAL_PROFILE !== 'sandbox') return;
    window.portalSandbox = {
      call: (path, options = {}) =>
        sendCall(site, refOf(defineCall(path, z.unknown(), z.unknown(), { auth: 'optional' })), undefined, {
          quiet: options.quiet ?? true,
        }).then(
          () => 'ok',
          (error: unknown) => (error instanceof ApiError ? error.key : 'unknown'),
        ),
    };
    return () => {
      delete window.portalSandbox;
    };
  }, [site]);
  return null;
}
