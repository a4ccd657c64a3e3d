import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildSources } from './stale-build';

export class OutDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutDirError';
  }
}

/** Folders of the project an export must never land in (Next empties its output folder first). */
const projectFolders = [
  ...buildSources.filter((entry) => !entry.includes('.')),
  'scripts',
  'sandbox',
  'e2e',
  'docs',
  'node_modules',
  '.git',
  '.next',
  '.github',
  '.ci',
];

/** A folder that holds an earlier export (its own index.html and `_next/`), safe to replace. */
export function looksLikeExport(dir: string): boolean {
  return existsSync(path.join(dir, 'index.html')) && existsSync(path.join(dir, '_next'));
}

/**
 * Where an export may be written: Next and the merge replace the folder wholesale, so it must be
 * missing, empty or an earlier export, never the project, one of its ancestors or a source folder.
 * Returns its absolute path.
 */
export function resolveOutDir(wanted: string | undefined, root = process.cwd()): string {
  const absolute = path.resolve(root, wanted?.trim() || 'out');
  const relative = path.relative(root, absolute);
  if (relative === '' || !path.relative(absolute, root).startsWith('..')) {
    throw new OutDirError(
      `--out ${wanted}: the project itself or a folder above it cannot be an output folder`,
    );
  }
  if (existsSync(absolute)) {
    if (!statSync(absolute).isDirectory()) throw new OutDirError(`--out ${wanted}: not a folder`);
    if (readdirSync(absolute).length > 0 && !looksLikeExport(absolute)) {
      throw new OutDirError(
        `--out ${wanted}: ${absolute} is not empty and holds no earlier export; refusing to replace it`,
      );
    }
  }
  const top = relative.split(path.sep)[0]!;
  if (!relative.startsWith('..') && projectFolders.includes(top)) {
    throw new OutDirError(`--out ${wanted}: inside the project's own ${top}/ folder`);
  }
  return absolute;
}
