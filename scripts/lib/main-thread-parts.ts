/**
 * The part of the page a profile's source belongs to, for bench:main-thread's table: the engine's
 * own work, the document's inline scripts, a library (by package), a folder of ours (two levels:
 * `lib/api`, `components/chrome`), or a chunk without a map. `null` for idle time.
 */
export function mainThreadPart(source: string, documentPath: string): string | null {
  if (source === '(idle)') return null;
  if (source === '(program)') return 'engine: parse, style, layout, compile';
  if (source === '(garbage collector)') return 'engine: garbage collection';
  if (source.startsWith('(')) return `engine: ${source}`;
  if (source === documentPath || source.startsWith(`${documentPath}?`))
    return "the document's inline scripts";
  const project = source.replace(/^turbopack:\/\/\/\[project\]\//, '').replace(/^turbopack:\/\/\//, '');
  // Next ships React DOM and the scheduler inside its own package: name them apart from its router.
  const compiled = project.match(/node_modules\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/);
  if (compiled) return compiled[1]!;
  const packaged = project.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (packaged) return packaged[1]!;
  if (/^\[turbopack\]|^\[externals\]|turbopack/.test(project)) return 'turbopack runtime';
  if (project.startsWith('/_next/')) return `chunk ${project.split('/').pop()}`;
  if (/^(lib|components|app|sites|i18n|messages)\//.test(project)) {
    const [top, second] = project.split('/');
    return second && !second.includes('.') ? `${top}/${second}` : top!;
  }
  // A function of the browser itself (fetch, appendChild, a setter), called by the page's code.
  if (!project.includes('/')) return 'browser functions called by scripts';
  return project;
}
