import { importsOf, relative, resolveImport, sourceOf } from './import-graph.mjs';

/**
 * A 'use client' file ships to the browser, and so does everything it imports. A build-only module
 * (one marked `import 'server-only'`, one in lib/site/build-time/, or one that loads the whole manifest
 * from `@/sites`) in that graph would put every tenant into the page's JavaScript, or fail the build
 * with a message that names no importer. This rule follows the file's imports through the project and names the path.
 */

const buildOnlyMark = /^\s*import\s+['"]server-only['"]/m;
/** The folder of what only the build runs: a file put there is build-only without its own mark. */
const buildOnlyFolder = 'lib/site/build-time/';
const isBuildOnly = (file) =>
  relative(file).startsWith(buildOnlyFolder) || buildOnlyMark.test(sourceOf(file));
const wholeManifest = new Set(['@/sites', '@/sites/index']);

/** For each file already followed: null when its graph is clean, else the chain to the build-only module. */
const chains = new Map();

function buildOnlyChain(file, visiting = new Set()) {
  if (chains.has(file)) return chains.get(file);
  if (visiting.has(file)) return null;
  visiting.add(file);
  let chain = isBuildOnly(file) ? [file] : null;
  for (const { specifier, target } of importsOf(file)) {
    if (chain) break;
    if (wholeManifest.has(specifier)) chain = [file, 'sites/index.ts'];
    const below = target ? buildOnlyChain(target, visiting) : null;
    if (below) chain = [file, ...below];
  }
  visiting.delete(file);
  chains.set(file, chain);
  return chain;
}

export const noBuildOnlyInClient = {
  meta: {
    type: 'problem',
    docs: { description: "keeps build-only modules out of 'use client' files and what they import" },
    schema: [],
  },
  create(context) {
    const isClient = context.sourceCode.ast.body.some(
      (node) => node.type === 'ExpressionStatement' && node.directive === 'use client',
    );
    if (!isClient) return {};
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type' || !node.source) return;
      const specifier = node.source.value;
      if (specifier === 'server-only' || wholeManifest.has(specifier)) {
        context.report({ node, message: `'use client' code may not import ${specifier} (build only)` });
        return;
      }
      const target = resolveImport(context.filename, specifier);
      const chain = target ? buildOnlyChain(target) : null;
      if (chain)
        context.report({
          node,
          message: `'use client' code reaches a build-only module: ${chain.map(relative).join(' → ')}`,
        });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
