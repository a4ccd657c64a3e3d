import type { MenuNode } from '@/lib/contract/spec-calls';
import type { IdentitySide } from '@/lib/session/identity-side';

/** Entries only the buyer side may see (SPEC §6): favourites and joining the bidding. */
function isBuyerOnly(node: MenuNode): boolean {
  const url = node.URL ?? '';
  return /\/CollectList\/?(\?|$)/.test(url) || /BidUrlType=/.test(url);
}

/**
 * The left menu as the current identity may see it: the seller side loses favourites and join
 * bidding; a section left with nothing to open disappears. At most three levels are kept.
 */
export function visibleMenu(nodes: MenuNode[], side: IdentitySide | null, depth = 1): MenuNode[] {
  if (depth > 3) return [];
  return nodes.flatMap((node) => {
    if (side === 'seller' && isBuyerOnly(node)) return [];
    const items = visibleMenu(node.Items, side, depth + 1);
    if (!node.URL && items.length === 0) return [];
    return [{ ...node, Items: items }];
  });
}

/** The path a node's URL opens inside the tenant, without its query (for the active mark). */
export function menuPath(url: string): string {
  const [path = ''] = url.split('?');
  return path.replace(/^\/+/, '').replace(/\/?$/, '/');
}

/** Is this node the page being shown? Compares paths inside the tenant, query ignored. */
export function isActiveNode(node: MenuNode, inner: string): boolean {
  if (!node.URL) return false;
  return menuPath(node.URL) === inner.replace(/^\/+/, '').replace(/\/?$/, '/');
}
