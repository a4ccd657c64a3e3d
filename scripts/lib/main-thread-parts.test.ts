import { describe, expect, it } from 'vitest';
import { mainThreadPart } from './main-thread-parts';

describe('mainThreadPart', () => {
  it('leaves idle time out and names the engine’s own work', () => {
    expect(mainThreadPart('(idle)', '/lease/')).toBeNull();
    expect(mainThreadPart('(program)', '/lease/')).toBe('engine: parse, style, layout, compile');
    expect(mainThreadPart('(garbage collector)', '/lease/')).toBe('engine: garbage collection');
  });

  it('counts the document’s own inline scripts as one part', () => {
    expect(mainThreadPart('/lease/', '/lease/')).toBe("the document's inline scripts");
  });

  it('names libraries by package and our code by its folder', () => {
    expect(mainThreadPart('turbopack:///[project]/node_modules/react-dom/cjs/x.js', '/')).toBe('react-dom');
    expect(mainThreadPart('turbopack:///[project]/node_modules/@swc/helpers/x.js', '/')).toBe('@swc/helpers');
    expect(
      mainThreadPart(
        'turbopack:///[project]/node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js',
        '/',
      ),
    ).toBe('react-dom');
    expect(mainThreadPart('turbopack:///[project]/node_modules/next/dist/client/app-index.js', '/')).toBe(
      'next',
    );
    expect(mainThreadPart('turbopack:///[project]/components/chrome/header.tsx', '/')).toBe(
      'components/chrome',
    );
    expect(mainThreadPart('turbopack:///[project]/lib/api/transport.ts', '/')).toBe('lib/api');
    expect(mainThreadPart('/_next/static/chunks/1-abc.js', '/')).toBe('chunk 1-abc.js');
    expect(mainThreadPart('appendChild', '/')).toBe('browser functions called by scripts');
  });
});
