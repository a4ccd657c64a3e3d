import { cpSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Puts a finished tree at `target` in one step where the file system allows (rename), so a
 * failed build or merge never leaves a half-written output folder. The caller has checked that
 * `target` may be replaced (resolveOutDir).
 */
export function replaceFolder(staging: string, target: string): void {
  mkdirSync(path.dirname(target), { recursive: true });
  const previous = `${target}.previous-${process.pid}`;
  rmSync(previous, { recursive: true, force: true });
  let moved = false;
  try {
    renameSync(target, previous);
    moved = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    renameSync(staging, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') {
      if (moved) renameSync(previous, target);
      throw error;
    }
    // Another file system (e.g. --out on a mounted volume): copy, then drop the staging tree.
    cpSync(staging, target, { recursive: true });
    rmSync(staging, { recursive: true, force: true });
  }
  rmSync(previous, { recursive: true, force: true });
}

/** A private folder inside the project for a tree under construction (Next wants its distDir there). */
export function stagingFolder(kind: string, root = process.cwd()): { absolute: string; relative: string } {
  const relative = path.join('.release', `${kind}-${process.pid}`);
  const absolute = path.join(root, relative);
  rmSync(absolute, { recursive: true, force: true });
  return { absolute, relative };
}
