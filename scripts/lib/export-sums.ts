import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles, sha256 } from './export-files';

/**
 * Files at the root of an export that its SHA256SUMS does not list: the list itself, its
 * signature and the merge's summary. The merge writes them anew; a source's own copies are not merged.
 */
export const SUMS_FILE = 'SHA256SUMS';
export const SIGNATURE_FILE = 'SHA256SUMS.sig';
export const SUMMARY_FILE = 'release.json';
export const UNLISTED_FILES: ReadonlySet<string> = new Set([SUMS_FILE, SIGNATURE_FILE, SUMMARY_FILE]);

export class SumsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SumsError';
  }
}

/** `hash  path` lines, as `sha256sum` writes and reads them. */
export function parseSums(text: string, where: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const match = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
    if (!match) throw new SumsError(`${where}: a line that is not "sha256  path": ${JSON.stringify(line)}`);
    sums.set(match[2]!, match[1]!);
  }
  return sums;
}

export type SealedFile = { hash: string; size: number };

/** How many problems one message names before it counts the rest. */
const SHOWN_PROBLEMS = 10;

/**
 * The files of an export folder, each proven to be what its own SHA256SUMS lists: every file
 * listed, every listed file present, every digest the same. Throws SumsError naming every file
 * that is not. Only files found in the folder are read, never a path the list names.
 */
export function sealedFiles(dir: string): Map<string, SealedFile> {
  let text: string;
  try {
    text = readFileSync(path.join(dir, SUMS_FILE), 'utf8');
  } catch {
    throw new SumsError(`${dir}: no ${SUMS_FILE}`);
  }
  const sums = parseSums(text, path.join(dir, SUMS_FILE));
  const sealed = new Map<string, SealedFile>();
  const problems: string[] = [];
  const files = listFiles(dir);
  for (const file of files) {
    if (UNLISTED_FILES.has(file)) continue;
    const listed = sums.get(file);
    if (listed === undefined) {
      problems.push(`${file} is not listed in its ${SUMS_FILE}`);
      continue;
    }
    const content = readFileSync(path.join(dir, file));
    const hash = sha256(content);
    if (hash !== listed) problems.push(`${file} does not match its ${SUMS_FILE}`);
    else sealed.set(file, { hash, size: content.length });
  }
  const found = new Set(files);
  for (const file of sums.keys()) {
    if (!found.has(file)) problems.push(`${file} is listed in its ${SUMS_FILE} but missing`);
  }
  if (problems.length > 0) {
    const more = problems.length - SHOWN_PROBLEMS;
    throw new SumsError(
      `${dir}:\n  ${problems.slice(0, SHOWN_PROBLEMS).join('\n  ')}${more > 0 ? `\n  and ${more} more` : ''}`,
    );
  }
  return sealed;
}
