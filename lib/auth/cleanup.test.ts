import { describe, expect, it } from 'vitest';
import { sessionSchema } from '@/lib/session/schema';
import { afterLogout } from './cleanup';

describe('logout clean-up (SPEC §4)', () => {
  const signedIn = sessionSchema.parse({
    auth: { isLoggedIn: true, accessToken: 'a', refreshToken: 'r', id_token: 'i', expires_in: 3600 },
    account_subject: { MemberId: 'm' },
    timeplan: { start: '2026-01-01' },
    showYjy: true,
  });

  it('clears the time plan with auth, identity and the account subject', () => {
    const after = afterLogout(signedIn);
    expect(after.timeplan).toBeUndefined();
    expect(after.auth).toBeNull();
    expect(after.identity).toBeNull();
    expect(after.account_subject).toBeUndefined();
    expect(after.oauth2_attempts).toEqual({});
  });

  it('keeps what is no sign-in state', () => {
    expect(afterLogout(signedIn).showYjy).toBe(true);
  });
});
