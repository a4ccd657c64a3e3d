/**
 * Changes the current page's query without loading anything: Next keeps `useSearchParams` in step
 * with the History API, and the export ships no RSC payloads for `router.replace` to fetch.
 */
export function replaceQuery(url: string): void {
  window.history.replaceState(null, '', url);
}

/**
 * Changes the current page's query as a new history entry, so Back returns to the query before
 * (a list's filters): Next restores `useSearchParams` from the entry on popstate.
 */
export function pushQuery(url: string): void {
  window.history.pushState(null, '', url);
}
