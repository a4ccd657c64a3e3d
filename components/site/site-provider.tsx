'use client';

import type { ReactNode } from 'react';
import type { SiteConfig } from '@/sites/schema';
import { SiteContext } from '@/lib/site/site-context';

export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteContext value={site}>{children}</SiteContext>;
}
