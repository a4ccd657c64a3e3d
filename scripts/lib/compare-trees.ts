import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './export-files';

/** Paths only in one tree or different in content, at most `limit` of them. */
export function treeDifferences(left: string, right: string, limit = 20): string[] {
  const leftFiles = listFiles(left);
  const rightFiles = new Set(listFiles(right));
  const differences: string[] = [];
  for (const file of leftFiles) {
    if (!rightFiles.delete(file)) differences.push(`only in ${left}: ${file}`);
    else if (!readFileSync(path.join(left, file)).equals(readFileSync(path.join(right, file)))) {
      differences.push(`differs: ${file}`);
    }
  }
  for (const file of rightFiles) differences.push(`only in ${right}: ${file}`);
  return differences.slice(0, limit);
}
