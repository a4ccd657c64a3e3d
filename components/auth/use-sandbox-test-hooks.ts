'use client';

import { useEffect } from 'react';
import { afterContent } from '@/components/site/content-first';
import type { ApiSite } from '@/lib/api/transport';

declare global {
  interface Window {
    portalSandbox?: { call(path: string, options?: { quiet?: boolean }): Promise<string> };
  }
}

/**
 * Sandbox builds only (PORTAL_ENV=sandbox, the default): lets browser tests drive the one API
 * client directly, e.g. twenty concurrent calls. The hook is there once the page's content is drawn
 * (what a test's `hydrated` waits for); its code loads at a test's first call, so a sandbox page
 * asks for nothing a tenant's page would not, and the speed tools measure what a visitor gets. The
 * condition is a build-time constant, so other profiles ship none of it.
 */
export function useSandboxTestHooks(site: ApiSite): void {
  useEffect(() => {
    if (process.env.PORTAL_PROFILE !== 'sandbox') return;
    let mounted = true;
    void afterContent().then(() => {
      if (!mounted) return;
      window.portalSandbox = {
        call: (path, options = {}) =>
          import('./sandbox-call').then((module) => module.sandboxCall(site, path, options)),
      };
    });
    return () => {
      mounted = false;
      delete window.portalSandbox;
    };
  }, [site]);
}
