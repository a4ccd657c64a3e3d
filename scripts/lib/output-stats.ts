import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export type TreeStats = { pages: number; bytes: number };

/** Pages (index.html files) and bytes below a folder of the export. */
export function treeStats(dir: string): TreeStats {
  const stats: TreeStats = { pages: 0, bytes: 0 };
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return stats;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = treeStats(full);
      stats.pages += inner.pages;
      stats.bytes += inner.bytes;
    } else if (entry.isFile()) {
      stats.bytes += statSync(full).size;
      if (entry.name === 'index.html') stats.pages += 1;
    }
  }
  return stats;
}
