import { describe, expect, it } from 'vitest';
import { emptySession } from '@/lib/session/empty-session';
import { requestHeaders } from './headers';

const site = {
  PlatformId: 'AssetsCliectApp',
  WebBusinessType: 'Assets',
  OrgId: 'org-1',
  WebSite: 'hn',
} as const;

describe('request headers (SPEC §7)', () => {
  it('carries the tenant, the member, the identity, the system key and the bearer token', () => {
    const headers = requestHeaders(
      site,
      {
        auth: { isLoggedIn: true, accessToken: 'AT', refreshToken: 'RT', id_token: 'ID', expires_in: 60 },
        user: { MemberId: 'M1', TradingOrgId: 'org-2', AuthedIdentities: [] },
        identity: { IdentityId: '7', IdentityName: '受让方', AuthBusinessIdentities: [], IsAuthed: true },
      },
      'SK',
    );
    expect(headers).toEqual({
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      PlatformId: 'AssetsCliectApp',
      SystemKey: 'SK',
      TradingOrgId: 'org-2',
      WebBusinessType: 'Assets',
      CurrentMemberId: 'M1',
      IdentityId: '7',
      Authorization: 'Bearer AT',
    });
  });

  it('sends no Authorization header without a token, and the tenant org as TradingOrgId', () => {
    const headers = requestHeaders(site, emptySession, null);
    expect(headers.Authorization).toBeUndefined();
    expect(headers.TradingOrgId).toBe('org-1');
    expect(headers.SystemKey).toBe('');
  });
});
