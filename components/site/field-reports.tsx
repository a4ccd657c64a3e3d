'use client';

import { useEffect } from 'react';
import { useSite } from '@/lib/site/site-context';
import { reportsAllowed, sampledView, sampleRate } from '@/lib/telemetry/consent';
import { declineFieldEvents, noteFieldEvent } from '@/lib/telemetry/field-events';
import { afterContent } from './content-first';

let decided = false;

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
    if (
      !reportsAllowed(navigator) ||
      !sampledView(sampleRate(site.fieldSampleRate, process.env.PORTAL_PROFILE))
    ) {
      declineFieldEvents();
      return;
    }
    addEventListener('error', (event) =>
      noteFieldEvent({ name: 'error', detail: event.error ?? event.message }),
    );
    addEventListener('unhandledrejection', (event) =>
      noteFieldEvent({ name: 'error', detail: event.reason }),
    );
    void afterContent()
      .then(() => import('@/lib/telemetry/runtime'))
      .then((runtime) => runtime.startFieldReports(site.VirtualDirectory))
      .catch(declineFieldEvents);
  }, [site]);
  return null;
}
