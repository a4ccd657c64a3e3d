'use client';

import { useEffect } from 'react';
import { useSite } from '@/lib/site/site-context';
import { reportsAllowed, sampledView, sampleRate } from '@/lib/telemetry/consent';
import { noteFieldEvent } from '@/lib/telemetry/field-events';
import { afterContent } from './content-first';

let decided = false;

function noteError(error: unknown, message?: string): void {
  const thrown = error as { message?: unknown; stack?: unknown } | null;
  noteFieldEvent('error', {
    message: String(thrown?.message ?? message ?? error),
    stack: String(thrown?.stack ?? ''),
  });
}

/**
 * The page's field reports (lib/telemetry/runtime.ts), loaded after the content and only when the
 * build names a collector (`PORTAL_TELEMETRY_URL`; without one this is empty code), the visitor
 * does not ask not to be tracked, and this page view is in the tenant's sample: decided once per
 * page view, whatever the visitor opens in the tab after.
 */
export function FieldReports() {
  const site = useSite();
  useEffect(() => {
    if (!process.env.PORTAL_TELEMETRY_URL || decided) return;
    decided = true;
    const rate = sampleRate(site.fieldSampleRate, process.env.PORTAL_PROFILE);
    if (!reportsAllowed(navigator) || !sampledView(rate)) return;
    window.addEventListener('error', (event) => noteError(event.error, event.message));
    window.addEventListener('unhandledrejection', (event) => noteError(event.reason));
    void afterContent()
      .then(() => import('@/lib/telemetry/runtime'))
      .then((runtime) => runtime.startFieldReports(site.VirtualDirectory))
      .catch(() => undefined);
  }, [site]);
  return null;
}
