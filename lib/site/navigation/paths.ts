/**
 * URL helpers. Every link inside a tenant is built by `href()` from the one table of pages
 * (`sites/pages.ts`, `sites/page-kinds.ts`), so no component hand-builds a tenant URL.
 */
export { href, sitePath, withQuery, type Query } from '@/sites/pages';

/** Splits `/client/buyerweb/list/` into the tenant and the path inside it (`buyerweb/list/`). */
export function innerPath(pathname: string, virtualDirectory: string): string {
  const prefix = `/${virtualDirectory}/`;
  if (pathname === `/${virtualDirectory}`) return '';
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname.replace(/^\/+/, '');
}
