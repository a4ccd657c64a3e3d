import { cleanSearchWord } from '@/lib/input/search-word';
import { innerPath } from '@/lib/site/navigation/paths';

export type CurrentSearch = { word: string; tabIndex: number | null };

/**
 * What the header search should show on the page it led to (`address` is path and query): the `?word=` the list reads, and the tab
 * whose list this page is (null when the page is none of them, so the default tab stays).
 */
export function currentSearch(
  address: string,
  virtualDirectory: string,
  tabPaths: readonly string[],
): CurrentSearch {
  const queryStart = address.indexOf('?');
  const pathname = queryStart >= 0 ? address.slice(0, queryStart) : address;
  const query = queryStart >= 0 ? address.slice(queryStart) : '';
  const word = cleanSearchWord(new URLSearchParams(query).get('word') ?? '');
  const inner = withSlash(innerPath(pathname, virtualDirectory));
  const index = tabPaths.findIndex((path) => withSlash(path.replace(/^\/+/, '')) === inner);
  return { word, tabIndex: index >= 0 ? index : null };
}

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}
