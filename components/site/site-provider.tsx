'use client';

import type { ReactNode } from 'react';
import type { SiteConfig } from '@/sites/schema';
import { SiteContext } from '@/lib/site/site-context';
import { OfflineRuntime } from '@/components/offline/offline-runtime';
import { PageErrorBoundary } from './page-error';

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
