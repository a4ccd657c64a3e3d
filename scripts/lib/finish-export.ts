import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withScriptPolicy } from './script-policy';
import { withReferrerPolicyFirst } from './referrer-first';

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
 * Drops the RSC payloads and gives every page its script policy, its referrer policy first.
 * `_next/` is left as built.
 */
export function finishExport(outDir: string): FinishStats {
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
        writeFileSync(full, withScriptPolicy(withReferrerPolicyFirst(readFileSync(full, 'utf8'))));
        stats.pages += 1;
      }
    }
  };
  walk(outDir);
  return stats;
}
