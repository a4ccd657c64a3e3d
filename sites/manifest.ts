import { z } from 'zod';
import { deployments as defaultDeployments, type Deployment } from './deployments';
import { resolveDeployment } from './resolve';
import { siteConfigSchema, type SiteConfig } from './schema';

/** One problem in the manifest, located by tenant and field. */
export type ManifestIssue = { tenant: string; field: string; message: string };

export class ManifestError extends Error {
  constructor(readonly issues: ManifestIssue[]) {
    super(
      `The sites manifest has ${issues.length} problem(s):\n` +
        issues.map((issue) => `  - ${issue.tenant}: ${issue.field}: ${issue.message}`).join('\n'),
    );
    this.name = 'ManifestError';
  }
}

function fieldOf(path: PropertyKey[]): string {
  return path.length === 0 ? '(record)' : path.map(String).join('.');
}

/** Checks that must look across tenants: unique prefixes and unique SSO clients. */
function crossTenantIssues(sites: SiteConfig[]): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  const seen = new Map<string, string>();
  for (const site of sites) {
    for (const field of ['VirtualDirectory', 'SsoCleintId'] as const) {
      const key = `${field}:${site[field]}`;
      const owner = seen.get(key);
      if (owner) {
        issues.push({
          tenant: site.VirtualDirectory,
          field,
          message: `duplicates tenant ${owner} (${site[field]})`,
        });
      } else {
        seen.set(key, site.VirtualDirectory);
      }
    }
  }
  return issues;
}

/** Resolves and validates every deployment; throws one error that lists every problem. */
export function buildManifest(deployments: Deployment[] = defaultDeployments): SiteConfig[] {
  const issues: ManifestIssue[] = [];
  const sites: SiteConfig[] = [];
  for (const deployment of deployments) {
    const parsed = siteConfigSchema.safeParse(resolveDeployment(deployment));
    if (parsed.success) {
      sites.push(parsed.data);
    } else {
      for (const issue of parsed.error.issues) {
        issues.push({
          tenant: deployment.VirtualDirectory || '(no virtual directory)',
          field: fieldOf(issue.path),
          message: issue.message,
        });
      }
    }
  }
  issues.push(...crossTenantIssues(sites));
  if (issues.length > 0) throw new ManifestError(issues);
  return sites;
}

/** Parses a `--site a,b` / `PORTAL_SITES` selection against the manifest. */
export function selectSites(all: SiteConfig[], selection: string | undefined): SiteConfig[] {
  if (!selection?.trim()) return all;
  const wanted = z.array(z.string().min(1)).parse(
    selection
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  const known = new Map(all.map((site) => [site.VirtualDirectory, site]));
  const unknown = wanted.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new ManifestError(
      unknown.map((name) => ({
        tenant: name,
        field: 'VirtualDirectory',
        message: 'no such tenant in the manifest',
      })),
    );
  }
  return wanted.map((name) => known.get(name)!);
}
