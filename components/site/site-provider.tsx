'use client';

import type { ReactNode } from 'react';
import type { SiteConfig } from '@/sites/schema';
import { SiteContext } from '@/lib/site/site-context';
import { OfflineRuntime } from '@/components/offline/offline-runtime';

/**
 * The tenant of every page, and the tenant's offline runtime beside the page: rendered here
 * rather than named in the layout, where a client component costs every page's hydration data.
 */
export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return (
    <SiteContext value={site}>
      {children}
      <OfflineRuntime />
    </SiteContext>
  );
}
