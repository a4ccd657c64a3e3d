'use client';

import type { ReactNode } from 'react';
import type { SiteConfig } from '@/sites/schema';
import { SiteContext } from '@/lib/site/site-context';
import { absentOnFailure } from '@/components/ui/absent-on-failure';
import { afterContentPart } from '@/components/site/after-content-part';
import { PageErrorBoundary } from './page-error';

// Loaded once the page's content has been drawn: it registers the worker when the browser is idle
// and shows the 离线 notice of a saved copy, neither of which the first screen waits for. A saved
// copy's content fails or shows from the copy, and either ends the wait.
const OfflineRuntime = afterContentPart(() =>
  absentOnFailure(import('@/components/offline/offline-runtime').then((module) => module.OfflineRuntime)),
);

/**
 * The tenant of every page, the tenant's offline runtime beside the page, and the Chinese message
 * for a page that failed to render (`PageErrorBoundary`): rendered here
 * rather than named in the layout, where a client component costs every page's hydration data.
 */
export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return (
    <SiteContext value={site}>
      <PageErrorBoundary>
        {children}
        <OfflineRuntime />
      </PageErrorBoundary>
    </SiteContext>
  );
}
