import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withBootScriptFirst } from './boot-first';
import { withEarlyCallScript } from './early-call-fill';
import { withRawFlight } from './raw-flight';
import { withScriptPolicy } from './script-policy';
import { withReferrerPolicyFirst } from './referrer-first';
import { withStartupScriptsFirst } from './startup-priority';
import { manifestPath } from './offline/web-manifest';

/**
 * Next writes, beside each page, React Server Component payloads that only client-side navigation
 * fetches (`index.txt`, `__next.<segment>.txt`). Pages link with plain anchors and update their own
 * query with the History API, so nothing fetches them; they were two thirds of the export.
 */
export function isRscPayload(fileName: string): boolean {
  return fileName === 'index.txt' || /^__next\..+\.txt$/.test(fileName);
}

export type FinishStats = { pages: number; removedFiles: number; removedBytes: number };

/**
 * The tenant's web app manifest, linked from the page's head. Written here rather than through
 * Next's metadata, which would also put it into every page's hydration data.
 */
export function withManifestLink(html: string, tenant: string): string {
  const link = `<link rel="manifest" href="${manifestPath(tenant)}"/>`;
  if (html.includes(link)) return html;
  return html.replace('</head>', `${link}</head>`);
}

/**
 * Drops the RSC payloads and gives every page its boot script ahead of the style sheet, its
 * early-call script where it has the slot, its flight data as unescaped text, its script policy, its referrer policy first, its start-up scripts at high priority, and every page
 * of a tenant in `tenants` the link to that tenant's manifest. `_next/` is left as built.
 */
export function finishExport(outDir: string, tenants: string[] = []): FinishStats {
  const tenantSet = new Set(tenants);
  const stats: FinishStats = { pages: 0, removedFiles: 0, removedBytes: 0 };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(outDir, '_next')) walk(full);
      } else if (isRscPayload(entry.name)) {
        stats.removedBytes += statSync(full).size;
        stats.removedFiles += 1;
        rmSync(full);
      } else if (entry.name.endsWith('.html')) {
        const tenant = path.relative(outDir, full).split(path.sep)[0]!;
        let html = withScriptPolicy(
          withRawFlight(
            withEarlyCallScript(
              withStartupScriptsFirst(
                withReferrerPolicyFirst(withBootScriptFirst(readFileSync(full, 'utf8'))),
              ),
            ),
          ),
        );
        if (tenantSet.has(tenant)) html = withManifestLink(html, tenant);
        writeFileSync(full, html);
        stats.pages += 1;
      }
    }
  };
  walk(outDir);
  return stats;
}
