import type { SiteConfig } from '@/sites/schema';
import type { SessionState } from '@/lib/session/schema';

export type HeaderSite = Pick<SiteConfig, 'PlatformId' | 'WebBusinessType' | 'OrgId' | 'WebSite'>;

/**
 * The headers every request carries (SPEC §7). Empty values are sent empty rather than left out,
 * as the legacy client did, so the backend sees the same header set on every call.
 */
export function requestHeaders(
  site: HeaderSite,
  session: Pick<SessionState, 'auth' | 'user' | 'identity'>,
  systemKey: string | null,
): Record<string, string> {
  const headers: Record<string, string> = {
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    PlatformId: site.PlatformId,
    SystemKey: systemKey ?? '',
    TradingOrgId: session.user?.TradingOrgId ?? site.OrgId,
    WebBusinessType: site.WebBusinessType,
    CurrentMemberId: session.user?.MemberId ?? '',
    IdentityId: session.identity ? String(session.identity.IdentityId) : '',
  };
  const token = session.auth?.accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Everything a call carries on the wire: the headers of SPEC §7 and the JSON it sends and reads. */
export function wireHeaders(
  site: HeaderSite,
  session: Pick<SessionState, 'auth' | 'user' | 'identity'>,
  systemKey: string | null,
): Record<string, string> {
  return {
    ...requestHeaders(site, session, systemKey),
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
}
