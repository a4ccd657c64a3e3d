import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's import graph read as text: fast enough to follow on every lint run (a parser-based
 * graph, eslint-plugin-import's, tripled the time of `npm run lint`). It sees the imports that bring
 * code (`import … from`, `import '…'`, `export … from`), not `import type` nor `import()`.
 */

export const root = path.resolve(import.meta.dirname, '..', '..');
const endings = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const importPattern = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The project file an import names, or null for a package or anything that is not source. */
export function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const ending of endings) {
    const file = base + ending;
    if (/\.(ts|tsx|mjs)$/.test(file) && existsSync(file)) return file;
  }
  return null;
}

const sources = new Map();

/** A file's text, read once per lint run. */
export function sourceOf(file) {
  if (!sources.has(file)) sources.set(file, readFileSync(file, 'utf8'));
  return sources.get(file);
}

const edges = new Map();

/** What a file imports: each specifier with the project file it names (null outside the project). */
export function importsOf(file) {
  if (!edges.has(file)) {
    const found = [...sourceOf(file).matchAll(importPattern)].map(([, specifier]) => ({
      specifier,
      target: resolveImport(file, specifier),
    }));
    edges.set(file, found);
  }
  return edges.get(file);
}

export const relative = (file) => path.relative(root, file).split(path.sep).join('/');
