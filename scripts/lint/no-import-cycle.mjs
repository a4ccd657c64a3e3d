import { importsOf, relative, resolveImport } from './import-graph.mjs';

/**
 * No import circles: in a circle the order modules load in decides which of them sees the other's
 * exports as undefined. Reports the import that closes a circle back to the linted file, with the
 * circle.
 */

/** The shortest way from `start` back to `goal` through the project's imports, or null. */
function pathBack(start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === goal) {
      const way = [];
      for (let at = file; at; at = cameFrom.get(at)) way.unshift(at);
      return way;
    }
    for (const { target } of importsOf(file)) {
      if (target && !cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return null;
}

export const noImportCycle = {
  meta: { type: 'problem', docs: { description: 'forbids import circles' }, schema: [] },
  create(context) {
    const self = context.filename;
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type' || !node.source) return;
      const target = resolveImport(self, node.source.value);
      const way = target ? pathBack(target, self) : null;
      if (way)
        context.report({
          node,
          message: `import circle: ${[self, ...way].map(relative).join(' → ')}`,
        });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
