import { describe, expect, it } from 'vitest';
import { jumpAfterIdentity } from './jump';

const base = {
  virtualDirectory: 'client',
  memberType: 1,
  buyerFlag: false,
  buyerUrl: null,
  redirectUri: null,
  origin: 'https://portal.example',
  allowedOrigins: [] as string[],
};

describe('jump after identity (SPEC §4)', () => {
  it('sends a member with the buyer flag to BUYER_URL, clearing the flag and selecting menu 2', () => {
    expect(jumpAfterIdentity({ ...base, buyerFlag: true, buyerUrl: '/client/buyerweb/list/' })).toEqual({
      url: '/client/buyerweb/list/',
      clearBuyerFlag: true,
      activeMenu: 2,
    });
  });

  it('sends a member with the buyer flag and no BUYER_URL to /buyerweb/', () => {
    expect(jumpAfterIdentity({ ...base, buyerFlag: true }).url).toBe('/client/buyerweb/');
  });

  it('ignores the buyer flag for a user without MemberType', () => {
    expect(jumpAfterIdentity({ ...base, memberType: null, buyerFlag: true }).url).toBe(
      '/client/baseweb/userCenterConter/userCenter/userDetail/',
    );
  });

  it('goes to the stored redirect_uri; an absolute one on the own origin becomes its path', () => {
    expect(jumpAfterIdentity({ ...base, redirectUri: '/client/leaseweb/annc/' }).url).toBe(
      '/client/leaseweb/annc/',
    );
    expect(jumpAfterIdentity({ ...base, redirectUri: 'https://portal.example/client/x/' }).url).toBe(
      '/client/x/',
    );
  });

  it('falls back to the user centre for a foreign redirect target', () => {
    expect(jumpAfterIdentity({ ...base, redirectUri: 'https://evil.example/' }).url).toBe(
      '/client/baseweb/userCenterConter/userCenter/userDetail/',
    );
    expect(jumpAfterIdentity({ ...base, buyerFlag: true, buyerUrl: '//evil.example' }).url).toBe(
      '/client/buyerweb/',
    );
  });

  it('defaults to the user centre', () => {
    expect(jumpAfterIdentity(base).url).toBe('/client/baseweb/userCenterConter/userCenter/userDetail/');
  });
});
