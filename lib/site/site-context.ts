'use client';

import { createContext, useContext } from 'react';
import type { SiteConfig } from '@/sites/schema';

export const SiteContext = createContext<SiteConfig | null>(null);

/** The tenant the current page belongs to. */
export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used inside the [site] layout');
  return site;
}
