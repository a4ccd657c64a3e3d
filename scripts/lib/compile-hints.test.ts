import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  hintStartupChunks,
  shiftedSourceMap,
  startupChunks,
  withCompileHint,
} from './compile-hints';

/** A build folder with Next's two manifests, and an export with the chunks they name and one lazy chunk. */
function builtExport() {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-hints-'));
  const build = path.join(root, '.next');
  const out = path.join(root, 'out');
  const route = path.join(build, 'server/app/[site]/(main)/[app]/list');
  mkdirSync(route, { recursive: true });
  mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
  writeFileSync(
    path.join(build, 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/poly.js'],
      rootMainFiles: ['static/chunks/framework.js'],
    }),
  );
  writeFileSync(
    path.join(route, 'page_client-reference-manifest.js'),
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
      `globalThis.__RSC_MANIFEST["/list/page"] = ${JSON.stringify({
        clientModules: { a: { chunks: ['/_next/static/chunks/lazy.js'] } },
        entryJSFiles: {
          '[project]/app/layout': ['static/chunks/layout.js'],
          '[project]/app/list/page': ['static/chunks/layout.js', 'static/chunks/list.js'],
        },
      })};`,
  );
  for (const name of ['framework', 'layout', 'list', 'lazy', 'poly'])
    writeFileSync(path.join(out, `_next/static/chunks/${name}.js`), `/*${name}*/run();`);
  writeFileSync(path.join(out, '_next/static/chunks/list.js'), 'run();\n//# sourceMappingURL=list.js.map');
  writeFileSync(
    path.join(out, '_next/static/chunks/list.js.map'),
    JSON.stringify({ version: 3, sources: ['list.tsx'], mappings: 'AAAA' }),
  );
  const chunk = (name: string) => readFileSync(path.join(out, `_next/static/chunks/${name}.js`), 'utf8');
  return { build, out, chunk };
}

describe('the compile hint of start-up chunks', () => {
  it('names the root main files and every route entry file, not lazy chunks or polyfills', () => {
    const { build } = builtExport();
    expect(startupChunks(build)).toEqual([
      'static/chunks/framework.js',
      'static/chunks/layout.js',
      'static/chunks/list.js',
    ]);
  });

  it('puts the hint first in exactly those chunks, once, and moves their source map down a line', () => {
    const { build, out, chunk } = builtExport();
    expect(hintStartupChunks(out, build)).toBe(3);
    expect(chunk('framework')).toBe(`${COMPILE_HINT}/*framework*/run();`);
    expect(chunk('list').startsWith(COMPILE_HINT)).toBe(true);
    expect(chunk('lazy')).toBe('/*lazy*/run();');
    expect(chunk('poly')).toBe('/*poly*/run();');
    const map = JSON.parse(readFileSync(path.join(out, '_next/static/chunks/list.js.map'), 'utf8'));
    expect(map.mappings).toBe(';AAAA');
    hintStartupChunks(out, build);
    expect(chunk('framework')).toBe(`${COMPILE_HINT}/*framework*/run();`);
    expect(JSON.parse(readFileSync(path.join(out, '_next/static/chunks/list.js.map'), 'utf8')).mappings).toBe(
      ';AAAA',
    );
  });

  it('fails a build whose manifests name no chunk, rather than ship pages without the hint', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portal-hints-'));
    expect(() => hintStartupChunks(root, path.join(root, '.next'))).toThrow(/no start-up chunks/);
  });

  it("moves an index map's sections down a line, and leaves a hinted chunk as it is", () => {
    expect(shiftedSourceMap({ sections: [{ offset: { line: 0, column: 0 } }] })).toEqual({
      sections: [{ offset: { line: 1, column: 0 } }],
    });
    expect(withCompileHint(`${COMPILE_HINT}x`)).toBe(`${COMPILE_HINT}x`);
  });
});
