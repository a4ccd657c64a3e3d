import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mapFileOf } from './chunk-sources';
import { listFiles } from './export-files';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): every function
 * of the file is compiled while the script streams in, off the main thread, instead of lazily on
 * the main thread the first time it runs. A start-up chunk's functions nearly all run at start-up:
 * at 4× CPU the framework chunk's task after arrival went from ~300 ms to ~130 ms.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk with the hint as its first line; a chunk that has it is returned as it is. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

type SourceMap = { mappings?: string; sections?: { offset: { line: number; column: number } }[] };

/** The chunk's source map, one generated line further down (the hint's line maps to nothing). */
export function shiftedSourceMap(map: SourceMap): SourceMap {
  if (map.sections) {
    return {
      ...map,
      sections: map.sections.map((section) => ({
        ...section,
        offset: { ...section.offset, line: section.offset.line + 1 },
      })),
    };
  }
  return { ...map, mappings: `;${map.mappings ?? ''}` };
}

/**
 * The chunks a page of any route loads at start-up (`static/chunks/….js`), from the build's own
 * manifests: the root main files and each route's entry files. Read from the build rather than
 * from the exported pages, so every shard of a release, whatever tenants it exports, hints the
 * same chunks and writes the same bytes (the release merge refuses a file that differs).
 */
export function startupChunks(buildDir: string): string[] {
  const chunks = new Set<string>();
  const buildManifest = path.join(buildDir, 'build-manifest.json');
  if (existsSync(buildManifest)) {
    const { rootMainFiles = [] } = JSON.parse(readFileSync(buildManifest, 'utf8')) as {
      rootMainFiles?: string[];
    };
    for (const file of rootMainFiles) chunks.add(file);
  }
  const appDir = path.join(buildDir, 'server', 'app');
  const manifests = existsSync(appDir)
    ? listFiles(appDir).filter((file) => file.endsWith('_client-reference-manifest.js'))
    : [];
  for (const manifest of manifests) {
    for (const match of readFileSync(path.join(appDir, manifest), 'utf8').matchAll(
      /"entryJSFiles":(\{[^{}]*\})/g,
    )) {
      const entries = JSON.parse(match[1]!) as Record<string, string[]>;
      for (const files of Object.values(entries)) for (const file of files) chunks.add(file);
    }
  }
  return [...chunks].filter((file) => /^static\/chunks\/[^/]+\.js$/.test(file)).sort();
}

/**
 * Gives the export's start-up chunks the compile hint (and their source maps, when built with
 * them, the shift). Fails when the build names none: a Next that moved its manifests would
 * otherwise ship every page without the hint and nobody would notice.
 */
export function hintStartupChunks(outDir: string, buildDir: string): number {
  const chunks = startupChunks(buildDir).filter((file) => existsSync(path.join(outDir, '_next', file)));
  if (chunks.length === 0) {
    throw new Error(`no start-up chunks found from the build's manifests in ${buildDir}`);
  }
  for (const chunk of chunks) {
    const file = path.join(outDir, '_next', chunk);
    const code = readFileSync(file, 'utf8');
    const hinted = withCompileHint(code);
    if (hinted === code) continue;
    writeFileSync(file, hinted);
    const mapFile = mapFileOf(file, code);
    if (mapFile) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap;
      writeFileSync(mapFile, JSON.stringify(shiftedSourceMap(map)));
    }
  }
  return chunks.length;
}
