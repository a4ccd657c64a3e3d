'use client';

import type { ReactNode } from 'react';
import type { SiteConfig } from '@/sites/schema';
import { SiteContext } from '@/lib/site/site-context';
import { setCurrentApiSite } from '@/lib/api/client';

export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  // Before any child renders or fetches: the API client sends this tenant's headers.
  setCurrentApiSite(site);
  return <SiteContext value={site}>{children}</SiteContext>;
}
