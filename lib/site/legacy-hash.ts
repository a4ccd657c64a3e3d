/**
 * The legacy client routed by hash (`/client/#/buyerweb/list?typeid=x`). Translates such a hash
 * into the path route inside the tenant (`buyerweb/list/?typeid=x`); null when there is no route.
 */
export function legacyHashToInnerPath(hash: string): string | null {
  const route = hash.replace(/^#/, '');
  if (!route.startsWith('/')) return null;
  const [rawPath = '', ...rest] = route.split('?');
  const query = rest.join('?');
  const segments = rawPath.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  // Route names are plain words; anything else is not a legacy route and must not become a path.
  if (!segments.every((segment) => /^[A-Za-z0-9_-]+$/.test(segment))) return null;
  const path = `${segments.join('/')}/`;
  return query ? `${path}?${query}` : path;
}
