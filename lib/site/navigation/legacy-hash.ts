import { tenantPath } from '@/sites/pages';

/**
 * Sub-applications of the legacy client that this client does not carry (SPEC §2 lists them among
 * the hash prefixes): a link into one goes to where its content lives now, never to a 404.
 * Messages are the user centre's notices; the assets, confiscated-goods and e-journal apps have no
 * page of their own here, so their links land on the tenant's home.
 */
export const retiredSubApps: Record<string, string> = {
  messageweb: tenantPath('notices'),
  assetsweb: '',
  confiscateweb: '',
  ejournalweb: '',
};

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
  const retired = retiredSubApps[segments[0]!.toLowerCase()];
  if (retired !== undefined) return retired;
  const path = `${segments.join('/')}/`;
  return query ? `${path}?${query}` : path;
}

/**
 * A direct path into a retired sub-application (`/client/assetsweb/home/`) reaches the tenant's
 * not-found page: the inner path it stands for now, or null when the path is simply unknown.
 */
export function retiredSubAppTarget(pathname: string, virtualDirectory: string): string | null {
  const [tenant, subApp] = pathname.split('/').filter(Boolean);
  if (tenant !== virtualDirectory || !subApp) return null;
  return retiredSubApps[subApp.toLowerCase()] ?? null;
}

/** The token state of `/{tenant}/login/{tokenState}/`, for states the export has no page for. */
export function loginTokenState(pathname: string, virtualDirectory: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== 3 || segments[0] !== virtualDirectory || segments[1] !== 'login') return null;
  // Only a plain token passes, so no decoding is needed and nothing else reaches the provider.
  const state = segments[2]!;
  return /^[A-Za-z0-9._~-]{1,200}$/.test(state) ? state : null;
}
