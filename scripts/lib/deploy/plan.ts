import { isPage } from './headers';
import type { DeployManifest, FileEntry } from './manifest';

export type DeployPlan = {
  /** Files to upload, assets first and pages last. */
  upload: string[];
  skip: string[];
  /** Files that left the build a release ago: their grace period is over. */
  delete: string[];
  /** Bytes to upload. */
  bytes: number;
  /** What the target holds once the plan is carried out. */
  next: DeployManifest;
};

/**
 * Compares the build with the target's manifest. A file whose content is already there is
 * skipped. A file that left the build stays one more release (pages still cached in browsers and
 * CDNs may load it), then is deleted.
 */
export function planDeploy(local: Map<string, FileEntry>, previous: DeployManifest | null): DeployPlan {
  const before = previous ?? { version: 1 as const, release: 0, files: {}, retired: {} };
  const upload: string[] = [];
  const skip: string[] = [];
  let bytes = 0;
  for (const [file, entry] of local) {
    const there = before.files[file] ?? before.retired[file];
    if (there?.sha256 === entry.sha256) {
      skip.push(file);
    } else {
      upload.push(file);
      bytes += entry.size;
    }
  }
  const retired: DeployManifest['retired'] = {};
  for (const [file, entry] of Object.entries(before.files)) if (!local.has(file)) retired[file] = entry;
  const deleted = Object.keys(before.retired).filter((file) => !local.has(file) && !(file in retired));
  upload.sort((a, b) => Number(isPage(a)) - Number(isPage(b)) || (a < b ? -1 : a > b ? 1 : 0));
  return {
    upload,
    skip,
    delete: deleted.sort(),
    bytes,
    next: { version: 1, release: before.release + 1, files: Object.fromEntries(local), retired },
  };
}
