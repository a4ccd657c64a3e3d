import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './import-graph.mjs';

/**
 * Every address of a tenant is built by `href()` from the tables of pages (`sites/page-kinds.ts`,
 * `sites/pages.ts`): a route spelled by hand elsewhere goes stale when a row changes, which is how
 * the announcement detail came to be built in seven places (issue 41). This rule flags a string,
 * or a piece of a template, that reads as a route of those tables: one of their paths, or the last
 * segment of one, closed by the trailing slash every route of the export has (`noticeDetail/`,
 * `${app}/list/?x=1`). A route's name alone (`'noticeDetail'`, the typed argument of `href()`) is
 * not an address and passes, as do API paths (`/api/BuyerApi/SetSimulate`, no trailing slash).
 */

export const tableFiles = ['sites/page-kinds.ts', 'sites/pages.ts', 'sites/record-routes.ts'];

/** The route names of the tables: each row's path, and its last segment, without placeholders. */
export function routeNames(files = tableFiles) {
  const names = new Set();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, raw] of text.matchAll(/\bpath: '([^']+)'/g)) {
      const segments = raw.split('/').filter((segment) => segment && !segment.startsWith('{'));
      if (segments.length === 0) continue;
      names.add(segments.join('/'));
      names.add(segments.at(-1));
    }
  }
  return [...names];
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let routePattern;

/** A text that reads as a route of the tables: a name after a start or slash, then `/` and an end. */
export function looksLikeRoute(text) {
  routePattern ??= new RegExp(
    `(?:^|/)(?:${routeNames()
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})/(?:[?#]|$)`,
  );
  return routePattern.test(text);
}

export const noRouteLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'routes are spelled only in the tables of pages; links go through href()' },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({
        node,
        message: `'${text}' spells a route by hand: build it with href() from sites/pages.ts`,
      });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && looksLikeRoute(node.value)) report(node, node.value);
      },
      TemplateElement(node) {
        const text = node.value.cooked ?? node.value.raw;
        if (looksLikeRoute(text)) report(node, text);
      },
    };
  },
};
