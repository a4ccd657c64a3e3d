import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readBuildRecord, BUILD_RECORD_FILE } from '../build-record';
import { sha256 } from '../export-files';
import { parseSums, SUMS_FILE, UNLISTED_FILES } from '../export-sums';
import { SignatureError, verifySums } from '../release-signature';
import { looksLikeExport } from '../out-dir';
import type { FileEntry } from './manifest';
import { assertSafeKeys } from './safe-keys';
import { DeployError } from './target';

/** Every regular file below `root`; a link anywhere is refused, never followed. */
function regularFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full).split(path.sep).join('/');
    if (entry.isSymbolicLink())
      throw new DeployError(`--from ${root}: ${relative} is a symbolic link; an export holds none`);
    if (entry.isDirectory()) return regularFiles(root, full);
    if (!entry.isFile()) throw new DeployError(`--from ${root}: ${relative} is not a regular file`);
    return [relative];
  });
}

export type VerifiedExport = { files: Map<string, FileEntry>; profile: string };
export type DeployOptions = { allowSandbox: boolean; key?: string };

/**
 * Reads the export and proves it is the one that was built, before anything is written: no link
 * out of it, every path a safe key, every file listed in its SHA256SUMS with that content and no
 * file unlisted, the sums signed by the release's `key` when one is given, and a profile other
 * than the sandbox's unless `allowSandbox`.
 */
export function verifyExport(from: string, options: DeployOptions): VerifiedExport {
  if (!lstatSync(from, { throwIfNoEntry: false })?.isDirectory())
    throw new DeployError(`--from ${from}: no such folder`);
  if (!looksLikeExport(from))
    throw new DeployError(`--from ${from}: not a static export (no index.html and _next/)`);
  const record = readBuildRecord(from);
  if (!record)
    throw new DeployError(
      `--from ${from}: no ${BUILD_RECORD_FILE} naming the build's profile; build it again with npm run build`,
    );
  if (record.profile === 'sandbox' && !options.allowSandbox)
    throw new DeployError(
      `--from ${from} is a sandbox build (PORTAL_ENV=sandbox): its pages talk to the sandbox's stand-ins. Build with PORTAL_ENV=production or test, or pass --allow-sandbox`,
    );
  const names = regularFiles(from).sort();
  assertSafeKeys(names, `--from ${from}`);
  const sumsFile = path.join(from, SUMS_FILE);
  let sumsText: string;
  try {
    sumsText = readFileSync(sumsFile, 'utf8');
  } catch {
    throw new DeployError(`--from ${from}: no ${SUMS_FILE}; build or merge it again`);
  }
  if (options.key) {
    try {
      verifySums(from, options.key);
    } catch (error) {
      if (!(error instanceof SignatureError)) throw error;
      throw new DeployError(`${error.message}; nothing was written`);
    }
  }
  const sums = parseSums(sumsText, sumsFile);
  assertSafeKeys(sums.keys(), sumsFile);
  const files = new Map<string, FileEntry>();
  for (const file of names) {
    const content = readFileSync(path.join(from, file));
    const hash = sha256(content);
    if (!UNLISTED_FILES.has(file)) {
      const listed = sums.get(file);
      if (listed === undefined)
        throw new DeployError(
          `${sumsFile} does not list ${file}: the export changed after its build; nothing was written`,
        );
      if (listed !== hash)
        throw new DeployError(
          `${file} does not match ${SUMS_FILE}: the export changed after its build; nothing was written`,
        );
      sums.delete(file);
    }
    files.set(file, { sha256: hash, size: content.length });
  }
  const missing = [...sums.keys()];
  if (missing.length > 0)
    throw new DeployError(
      `${missing[0]} is listed in ${SUMS_FILE} but missing from the export; nothing was written`,
    );
  return { files, profile: record.profile };
}
