import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/** The build's scripts and styles, named by their content's hash and shared by every tenant. */
export function isPrecompressed(fileName: string): boolean {
  return /\.(js|css)$/.test(fileName);
}

export type PrecompressStats = { files: number; rawBytes: number; brotliBytes: number };

/**
 * Writes `<file>.br` beside each script and style under `_next/static/`, at brotli's highest
 * quality, for nginx's `brotli_static`: on the fly nginx compresses at level 5, and the list's
 * scripts and styles came 15 KB (9 %) larger than this, the first thing a slow phone waits for.
 * Pages stay compressed on the fly: one copy of each of 6 000 pages would cost the export's size
 * goal for 1 KB a page. A file whose compressed copy would not be smaller gets none.
 */
export async function precompressAssets(outDir: string): Promise<PrecompressStats> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (isPrecompressed(entry.name)) files.push(full);
    }
  };
  walk(path.join(outDir, '_next', 'static'));
  const stats: PrecompressStats = { files: 0, rawBytes: 0, brotliBytes: 0 };
  // zlib's thread pool compresses several at once; the build waits for the slowest.
  await Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(file);
      const brotli = await compress(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      if (brotli.length >= raw.length) return;
      writeFileSync(`${file}.br`, brotli);
      stats.files += 1;
      stats.rawBytes += raw.length;
      stats.brotliBytes += brotli.length;
    }),
  );
  return stats;
}
