import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file below `root`, as sorted `/`-separated paths relative to it. */
export function listFiles(root: string, dir = root): string[] {
  const files = readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(root, full);
    return entry.isFile() ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
  return dir === root ? files.sort() : files;
}

export function sha256(content: Buffer | string): string {
  return createHash('sha256').update(content).digest('hex');
}

export function sha256OfFile(file: string): string {
  return sha256(readFileSync(file));
}
