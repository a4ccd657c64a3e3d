/**
 * Changes the current page's query without loading anything: Next keeps `useSearchParams` in step
 * with the History API, and the export ships no RSC payloads for `router.replace` to fetch.
 */
export function replaceQuery(url: string): void {
  window.history.replaceState(null, '', url);
}
