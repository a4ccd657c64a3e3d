// Build time only: it loads the whole manifest, which must never reach a page's JavaScript.
import 'server-only';
import { notFound } from 'next/navigation';
import { findSite, type SiteConfig } from '@/sites';

/** The tenant of a `[site]` page, at build time. */
export async function siteFromParams(params: Promise<{ site: string }>): Promise<SiteConfig> {
  const { site } = await params;
  const config = findSite(site);
  if (!config) notFound();
  return config;
}
