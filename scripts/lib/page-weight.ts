import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { servesRoute, type PortalRoute } from '../../lib/portal/route-set';
import type { SiteConfig, SubAppId } from '../../sites/schema';

type PageRule = (site: SiteConfig) => boolean;

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === 'page.tsx' ? [full] : [];
  });
}

/**
 * Which tenants a page is rendered for, read from the helper its `generateStaticParams` calls
 * (`lib/site/build-time/static-params.ts`, or the page kind it makes with `kindPage`). A page using anything else counts
 * for every tenant: a constant per tenant does not change the balance.
 */
function ruleOf(source: string): PageRule {
  const portal = /kindPage\('([^']+)'/.exec(source);
  if (portal) return (site) => servesRoute(site.portalApp, portal[1] as PortalRoute);
  const serving = /siteParamsServing\('([^']+)'\)/.exec(source);
  if (serving) return (site) => site.subApps.includes(serving[1] as SubAppId);
  return () => true;
}

/**
 * An estimate of the pages each tenant renders, from the page files under `app/[site]`: the
 * weight the shard planner balances. Tenants differ by their portal routes and sub-apps.
 */
export function pageWeights(
  sites: SiteConfig[],
  appDir = path.resolve('app', '[site]'),
): Map<string, number> {
  const rules = pageFiles(appDir).map((file) => ruleOf(readFileSync(file, 'utf8')));
  return new Map(
    sites.map((site) => [site.VirtualDirectory, rules.filter((applies) => applies(site)).length]),
  );
}
