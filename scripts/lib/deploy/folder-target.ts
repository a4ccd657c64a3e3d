import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, parseManifest, type DeployManifest } from './manifest';
import { DeployError, type DeployTarget } from './target';

/** Writes each file beside its final name, then renames it: a reader never sees half a file. */
function writeAtomically(file: string, body: Buffer | string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.deploy-${process.pid}`;
  writeFileSync(temporary, body);
  renameSync(temporary, file);
}

/**
 * Refuses a path of the target that passes through a symbolic link: writing or deleting through
 * it would reach outside the folder. The folder itself may be a link (a web root switched between
 * releases); nothing below it may.
 */
function assertNoLinkBelow(root: string, file: string): void {
  let at = root;
  for (const segment of file.split('/')) {
    at = path.join(at, segment);
    const stat = lstatSync(at, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isSymbolicLink())
      throw new DeployError(
        `${path.relative(root, at)} in ${root} is a symbolic link; the deploy never writes through one. Nothing was written`,
      );
  }
}

/** A local folder served by a web server; headers are the server's job (see docs/deploy.md). */
export function folderTarget(root: string): DeployTarget {
  const resolved = path.resolve(root);
  const within = (file: string) => {
    const full = path.resolve(resolved, file);
    if (!full.startsWith(`${resolved}${path.sep}`))
      throw new DeployError(`${file}: outside the target folder`);
    return full;
  };
  return {
    description: resolved,
    async readManifest() {
      if (existsSync(resolved) && !statSync(resolved).isDirectory()) {
        throw new DeployError(`${resolved} is not a folder`);
      }
      const file = path.join(resolved, MANIFEST_FILE);
      return existsSync(file) ? parseManifest(readFileSync(file, 'utf8'), file) : null;
    },
    async checkPaths(files) {
      for (const file of files) {
        within(file);
        assertNoLinkBelow(resolved, file);
      }
      assertNoLinkBelow(resolved, MANIFEST_FILE);
    },
    async isEmpty() {
      return !existsSync(resolved) || readdirSync(resolved).length === 0;
    },
    async put(file, body) {
      writeAtomically(within(file), body);
    },
    async remove(file) {
      const full = within(file);
      rmSync(full, { force: true });
      // Leave no empty folders behind, up to the target itself.
      for (
        let dir = path.dirname(full);
        dir !== resolved && readdirSync(dir).length === 0;
        dir = path.dirname(dir)
      ) {
        rmSync(dir, { recursive: true });
      }
    },
    async writeManifest(manifest: DeployManifest) {
      writeAtomically(path.join(resolved, MANIFEST_FILE), `${JSON.stringify(manifest)}\n`);
    },
  };
}
